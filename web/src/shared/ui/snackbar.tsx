// The one snackbar mechanism of the app (spec 1 §2: success and error snackbars auto-hide
// after 6 seconds), on Radix Toast: a labelled region (F8 reaches it), announced to screen
// readers, paused while hovered or focused. Anything can call notify(); <Snackbars /> is
// mounted once by the app. They sit at the top right, clear of forms' buttons and progress;
// while a dialog or drawer is open, beside it or clear of its title and actions
// (shared/lib/toast-placement).
import * as Toast from '@radix-ui/react-toast';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, XIcon } from 'lucide-react';
import { createStore, useStore } from '../lib/store';
import { cn } from '../lib/cn';
import { SNACKBAR_MARK, useToastPlacement } from '../lib/toast-placement';
import { messages } from '../messages';

export const SNACKBAR_TIMEOUT_MS = 6000;
const MAX_VISIBLE = 3;

export type SnackbarKind = 'success' | 'error' | 'info';
type SnackbarItem = { id: number; kind: SnackbarKind; message: string };

const snackbars = createStore<SnackbarItem[]>([]);
let nextId = 1;

export function dismissSnackbar(id: number): void {
  snackbars.set((items) => items.filter((item) => item.id !== id));
}

export function notify(kind: SnackbarKind, message: string): void {
  const id = nextId++;
  // The same text twice in a row (e.g. two failing queries) shows once.
  snackbars.set((items) =>
    [...items.filter((item) => item.message !== message), { id, kind, message }].slice(-MAX_VISIBLE),
  );
}

export const notifySuccess = (message: string) => notify('success', message);
export const notifyError = (message: string) => notify('error', message);

const styles: Record<SnackbarKind, string> = {
  success: 'bg-emerald-700',
  error: 'bg-red-700',
  info: 'bg-zinc-800',
};
const icons = { success: CircleCheckIcon, error: CircleAlertIcon, info: InfoIcon };

export function Snackbars() {
  const items = useStore(snackbars);
  const placement = useToastPlacement(items.length > 0);
  return (
    <Toast.Provider duration={SNACKBAR_TIMEOUT_MS} label={messages.app.notification} swipeDirection="right">
      {items.map((item) => {
        const Icon = icons[item.kind];
        return (
          <Toast.Root
            key={item.id}
            type={item.kind === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => (open ? undefined : dismissSnackbar(item.id))}
            data-testid="snackbar"
            data-kind={item.kind}
            className={cn(
              'flex w-full items-start gap-3 rounded-lg px-4 py-3 text-sm text-white shadow-lg',
              'data-[state=open]:animate-[slide-in-up_180ms_ease-out] data-[swipe=end]:hidden',
              styles[item.kind],
            )}
          >
            <Icon aria-hidden="true" size={18} className="mt-0.5 shrink-0" />
            <Toast.Description className="min-w-0 flex-1 leading-5">{item.message}</Toast.Description>
            <Toast.Close
              aria-label={messages.app.dismiss}
              className="-mr-1 shrink-0 rounded p-0.5 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-white"
            >
              <XIcon size={16} />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport
        label={messages.app.notificationsRegion}
        {...{ [SNACKBAR_MARK]: '' }}
        data-placement={placement ? 'beside-dialog' : 'default'}
        style={placement ?? undefined}
        className={
          placement
            ? 'pointer-events-auto fixed z-[80] flex flex-col items-center gap-2 outline-none'
            : 'pointer-events-auto fixed inset-x-0 top-16 z-[80] flex flex-col items-center gap-2 px-4 outline-none min-[600px]:top-4 min-[600px]:right-4 min-[600px]:left-auto min-[600px]:w-[26rem] min-[600px]:px-0'
        }
      />
    </Toast.Provider>
  );
}
