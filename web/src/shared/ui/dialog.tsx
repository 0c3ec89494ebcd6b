// The console's two dialogs on Radix Dialog (focus trap, Escape, scroll lock, labelling): the
// centred Modal (confirmations, the access denial) and the Drawer, a side panel ('right': an
// entity's details and forms; 'bottom': the phone's 'Más' sheet). Focus goes back to whatever
// opened them (shared/lib/focus-return).
import * as Dialog from '@radix-ui/react-dialog';
import { XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useReturnFocus } from '../lib/focus-return';
import { DIALOG_MARK, SNACKBAR_MARK } from '../lib/toast-placement';
import { messages } from '../messages';
import { Button, IconButton } from './button';

type Common = {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  testId?: string;
};

function Shell({
  open,
  onOpenChange,
  overlay,
  children,
  ...content
}: Omit<Common, 'title'> & { overlay: string } & Dialog.DialogContentProps) {
  const returnFocus = useReturnFocus(open);
  // A snackbar shown over the dialog is closed by its own ✕: that press is no click outside that
  // would close the dialog too (issue 43).
  const onSnackbar = (event: Event) =>
    event.target instanceof Element && event.target.closest(`[${SNACKBAR_MARK}]`) !== null;
  const { onPointerDownOutside, onInteractOutside, ...rest } = content;
  return (
    <Dialog.Root open={open} {...(onOpenChange ? { onOpenChange } : {})}>
      <Dialog.Portal>
        <Dialog.Overlay className={cn('fixed inset-0', overlay)} />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          {...{ [DIALOG_MARK]: '' }}
          {...rest}
          onPointerDownOutside={(event) => {
            if (onSnackbar(event)) event.preventDefault();
            else onPointerDownOutside?.(event);
          }}
          onInteractOutside={(event) => {
            if (onSnackbar(event)) event.preventDefault();
            else onInteractOutside?.(event);
          }}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const title = 'text-base font-semibold text-zinc-900';

export function Modal({
  actions,
  icon,
  role = 'dialog',
  title: heading,
  testId,
  children,
  ...common
}: Common & {
  actions: ReactNode;
  icon?: ReactNode;
  /** An alert dialog cannot be dismissed by Escape or by clicking outside. */
  role?: 'dialog' | 'alertdialog';
}) {
  const block = role === 'alertdialog' ? (event: Event) => event.preventDefault() : undefined;
  return (
    <Shell
      {...common}
      overlay="z-[60] bg-zinc-950/40"
      role={role}
      data-testid={testId}
      aria-describedby={undefined}
      onEscapeKeyDown={block}
      onPointerDownOutside={block}
      onInteractOutside={block}
      className="fixed top-1/2 left-1/2 z-[70] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl focus:outline-none"
    >
      <div className="flex gap-4">
        {icon ? <div className="shrink-0">{icon}</div> : null}
        <div className="min-w-0 flex-1">
          <Dialog.Title className={title}>{heading}</Dialog.Title>
          {children ? <div className="mt-2 text-sm text-zinc-600">{children}</div> : null}
        </div>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">{actions}</div>
    </Shell>
  );
}

type DrawerProps = Common & {
  description?: ReactNode;
  footer?: ReactNode;
  side?: 'right' | 'bottom';
  /** Wider panels for forms with progress. */
  size?: 'md' | 'lg';
};

export function Drawer({
  description,
  footer,
  side = 'right',
  size = 'md',
  title: heading,
  testId,
  children,
  ...common
}: DrawerProps) {
  return (
    <Shell
      {...common}
      overlay="z-40 bg-zinc-950/30 data-[state=open]:animate-[fade-in_150ms_ease-out]"
      data-testid={testId}
      {...(description ? {} : { 'aria-describedby': undefined })}
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
      className={cn(
        'fixed z-50 flex flex-col bg-white shadow-2xl focus:outline-none',
        side === 'right'
          ? cn(
              'inset-y-0 right-0 w-full border-l border-zinc-200 data-[state=open]:animate-[slide-in-right_200ms_ease-out]',
              size === 'lg' ? 'sm:max-w-lg' : 'sm:max-w-md',
            )
          : 'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl data-[state=open]:animate-[slide-in-up_200ms_ease-out]',
      )}
    >
      <header className="flex items-start gap-3 border-b border-zinc-200 px-5 py-4">
        <div className="min-w-0 flex-1">
          <Dialog.Title className={title}>{heading}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-0.5 text-sm text-zinc-500">{description}</Dialog.Description>
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
    </Shell>
  );
}

/**
 * The read-only panel of one record ('Ver detalles', 'Información de …'): open while there is a
 * record, closed by 'Cerrar', Escape or the cross. The title and the body are the record's.
 */
export function InfoDrawer<T>({
  item,
  onClose,
  description,
  children,
  ...drawer
}: Omit<DrawerProps, 'open' | 'onOpenChange' | 'footer' | 'description' | 'children'> & {
  item: T | null;
  onClose: () => void;
  description?: (item: T) => ReactNode;
  children: (item: T) => ReactNode;
}) {
  return (
    <Drawer
      {...drawer}
      open={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      description={item === null ? undefined : description?.(item)}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {messages.app.close}
        </Button>
      }
    >
      {item === null ? null : children(item)}
    </Drawer>
  );
}
