import type { ReactNode } from 'react';
import { Button } from './Button';
import { ArrowLeftIcon } from './icons';
import { useGoBack } from './useGoBack';

/** Back through the browser's history; straight to home when the page was opened directly. */
export function BackButton({ className, children = 'Back' }: { className?: string; children?: ReactNode }) {
  const goBack = useGoBack();
  return (
    <Button variant="ghost" className={className} onClick={goBack}>
      <ArrowLeftIcon />
      {children}
    </Button>
  );
}
