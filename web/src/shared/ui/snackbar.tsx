// The one snackbar mechanism of the app (spec 1 §2: success and error snackbars auto-hide
// after 6 seconds). Anything can call notify(); <Snackbars /> is mounted once by the app.
import { messages } from '../messages';
import { cn } from '../lib/cn';
import { createStore, useStore } from '../lib/store';
import { AlertIcon, CheckIcon, CloseIcon } from './icons';

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
  snackbars.set((items) => {
    // The same text twice in a row (e.g. two failing queries) shows once.
    const rest = items.filter((item) => item.message !== message);
    return [...rest, { id, kind, message }].slice(-MAX_VISIBLE);
  });
  setTimeout(() => dismissSnackbar(id), SNACKBAR_TIMEOUT_MS);
}

export const notifySuccess = (message: string) => notify('success', message);
export const notifyError = (message: string) => notify('error', message);

const styles: Record<SnackbarKind, string> = {
  success: 'bg-emerald-700 text-white',
  error: 'bg-red-700 text-white',
  info: 'bg-zinc-800 text-white',
};

export function Snackbars() {
  const items = useStore(snackbars);
  return (
    // aria-live keeps the region announced (and not aria-hidden) while a drawer is open.
    <div
      aria-label={messages.app.notifications}
      aria-live="polite"
      className={cn(
        'pointer-events-none fixed inset-x-0 bottom-20 z-[80] flex flex-col items-center gap-2 px-4',
        // Desktop: bottom-left of the content, clear of the right-hand drawers.
        'min-[600px]:right-auto min-[600px]:bottom-6 min-[600px]:left-64 min-[600px]:w-[26rem] min-[600px]:items-start min-[600px]:px-6',
      )}
    >
      {items.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          data-testid="snackbar"
          data-kind={item.kind}
          className={cn(
            'pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg px-4 py-3 text-sm shadow-lg',
            'animate-[slide-in-up_180ms_ease-out]',
            styles[item.kind],
          )}
        >
          <span className="mt-0.5 shrink-0">
            {item.kind === 'error' ? <AlertIcon size={18} /> : <CheckIcon size={18} />}
          </span>
          <p className="min-w-0 flex-1 leading-5">{item.message}</p>
          <button
            type="button"
            onClick={() => dismissSnackbar(item.id)}
            aria-label={messages.app.dismiss}
            className="-mr-1 shrink-0 rounded p-0.5 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-white"
          >
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}
