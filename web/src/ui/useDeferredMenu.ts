import { useState } from 'react';
import { useDeferredModule } from './useDeferredModule';

const loadMenus = () => import('./NavMenus');

/**
 * A menu whose popup (Radix's dropdown, in NavMenus) loads apart from the page: until it has, the
 * caller renders a button that looks the same with `standIn`; pointing at, focusing or pressing
 * it loads the menu, which then opens if it was pressed and takes focus if it had it. A press
 * counts from the pointer going down, as Radix's own trigger opens then: a menu arriving between
 * the pointer going down and the click would otherwise miss both.
 */
export function useDeferredMenu() {
  const { module, request } = useDeferredModule(loadMenus);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const press = () => {
    setPressed(true);
    request();
  };
  const standIn = {
    type: 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: request,
    onFocus: () => {
      setFocused(true);
      request();
    },
    onBlur: () => setFocused(false),
    onPointerDown: press,
    onClick: press,
  } as const;
  return { menus: module, pressed, focused, standIn };
}
