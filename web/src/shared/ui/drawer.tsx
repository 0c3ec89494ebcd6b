// Side panels on Radix Dialog: focus trap, Escape, scroll lock and labelling for free.
// 'right' is the entity/detail panel; 'bottom' is the mobile 'Más' sheet.
import * as Dialog from '@radix-ui/react-dialog';
import { XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useReturnFocus } from '../lib/focus-return';
import { messages } from '../messages';
import { cn } from '../lib/cn';
import { IconButton } from './button';

type DrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  side?: 'right' | 'bottom';
  /** Wider panels for forms with progress. */
  size?: 'md' | 'lg';
  testId?: string;
};

export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  side = 'right',
  size = 'md',
  testId,
}: DrawerProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/30 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          data-testid={testId}
          className={cn(
            'fixed z-50 flex flex-col bg-white shadow-2xl focus:outline-none',
            side === 'right' &&
              cn(
                'inset-y-0 right-0 w-full border-l border-zinc-200 data-[state=open]:animate-[slide-in-right_200ms_ease-out]',
                size === 'lg' ? 'sm:max-w-lg' : 'sm:max-w-md',
              ),
            side === 'bottom' &&
              'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl data-[state=open]:animate-[slide-in-up_200ms_ease-out]',
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={returnFocus}
          onOpenAutoFocus={(event) => {
            // Forms start at their first field; read-only panels at the close button.
            const field = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])',
            );
            if (field) {
              event.preventDefault();
              field.focus();
            }
          }}
        >
          <header className="flex items-start gap-3 border-b border-zinc-200 px-5 py-4">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-base font-semibold text-zinc-900">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-0.5 text-sm text-zinc-500">
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close asChild>
              <IconButton label={messages.app.close} className="-mt-1 -mr-2">
                <XIcon size={20} />
              </IconButton>
            </Dialog.Close>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer ? (
            <footer className="flex flex-wrap items-center justify-end gap-2 border-t border-zinc-200 bg-zinc-50/60 px-5 py-3">
              {footer}
            </footer>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
