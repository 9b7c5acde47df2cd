import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './Button';
import { CloseIcon } from './icons';
import styles from './Dialog.module.css';

/** The panel's width on a wide screen: 460, 520, 640 or 760 px. */
export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog; focus returns to it on close. */
  trigger?: ReactNode;
  children: ReactNode;
};

/** A modal: `DialogContent` inside, opened by `trigger` or by the caller's state. */
export function Dialog({ open, onOpenChange, trigger, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      {children}
    </RadixDialog.Root>
  );
}

type DialogContentProps = ComponentProps<typeof RadixDialog.Content> & {
  size?: DialogSize;
  /** Draws a close (×) button in the top-right corner. */
  closeButton?: boolean;
  /** While true (a save in flight), Escape, a click outside and the close button do nothing. */
  busy?: boolean;
  /** No padding: the content reaches the panel's edges (a picture on top). */
  flush?: boolean;
};

/** The panel over a dimmed page. Without a `DialogDescription`, pass `aria-describedby={undefined}`. */
export function DialogContent({
  size = 'md',
  closeButton = false,
  busy = false,
  flush = false,
  className,
  children,
  onEscapeKeyDown,
  onInteractOutside,
  ...contentProps
}: DialogContentProps) {
  const classes = [styles.content, styles[size], closeButton && styles.withClose, flush && styles.flush, className];
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content
        className={classes.filter(Boolean).join(' ')}
        onEscapeKeyDown={(event) => {
          if (busy) event.preventDefault();
          onEscapeKeyDown?.(event);
        }}
        onInteractOutside={(event) => {
          if (busy) event.preventDefault();
          onInteractOutside?.(event);
        }}
        {...contentProps}
      >
        {children}
        {closeButton && (
          <RadixDialog.Close className={styles.close} disabled={busy} aria-label="Close">
            <CloseIcon width={20} height={20} />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={[styles.title, className].filter(Boolean).join(' ')} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={[styles.description, className].filter(Boolean).join(' ')} {...props} />;
}

/** The buttons at the foot of a dialog, the main one last. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** Closes the dialog without doing anything. */
export function DialogCancel({ disabled, children = 'Cancel' }: { disabled?: boolean; children?: ReactNode }) {
  return (
    <RadixDialog.Close asChild>
      <Button variant="secondary" disabled={disabled}>
        {children}
      </Button>
    </RadixDialog.Close>
  );
}
