// Centered dialogs: the access-denial modal and confirmations.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useReturnFocus } from '../lib/focus-return';

type ModalProps = {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
  icon?: ReactNode;
  /** An alert dialog cannot be dismissed by Escape or by clicking outside. */
  role?: 'dialog' | 'alertdialog';
  testId?: string;
};

export function Modal({
  open,
  onOpenChange,
  title,
  children,
  actions,
  icon,
  role = 'dialog',
  testId,
}: ModalProps) {
  const blockDismiss = role === 'alertdialog';
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} {...(onOpenChange ? { onOpenChange } : {})}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-zinc-950/40" />
        <Dialog.Content
          role={role}
          data-testid={testId}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={blockDismiss ? (event) => event.preventDefault() : undefined}
          onPointerDownOutside={blockDismiss ? (event) => event.preventDefault() : undefined}
          onInteractOutside={blockDismiss ? (event) => event.preventDefault() : undefined}
          className={cn(
            'fixed top-1/2 left-1/2 z-[70] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
            'rounded-xl bg-white p-6 shadow-2xl focus:outline-none',
          )}
        >
          <div className="flex gap-4">
            {icon ? <div className="shrink-0">{icon}</div> : null}
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-base font-semibold text-zinc-900">{title}</Dialog.Title>
              {children ? <div className="mt-2 text-sm text-zinc-600">{children}</div> : null}
            </div>
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-2">{actions}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
