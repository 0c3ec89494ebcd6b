// Spec 1 §9: after some operations the console leaves the screen after a delay (back one page
// 1 s after an edit, a deactivation or a cancelled invitation, 2 s after creating a folder; to
// the notifications' list after one is saved or deleted). Only if the user is still where the
// operation started: someone who has moved on meanwhile is not pulled back.
import { useRouter } from '@tanstack/react-router';

export const BACK_AFTER_EDIT_MS = 1000;

type Target = { to: string; params?: Record<string, string> };

function useLater() {
  const router = useRouter();
  return (delayMs: number, go: () => void) => {
    const startedAt = router.state.location.href;
    setTimeout(() => {
      if (router.state.location.href === startedAt) go();
    }, delayMs);
  };
}

/** Back one page after `delayMs`, to `fallback` when there is no page to go back to. */
export function useGoBackLater(delayMs: number, fallback: Target) {
  const router = useRouter();
  const later = useLater();
  return () =>
    later(delayMs, () => {
      if (router.history.canGoBack()) router.history.back();
      else void router.navigate({ to: fallback.to, params: fallback.params, replace: true });
    });
}

/** To `target` after `delayMs`, in place of the current page in the history. */
export function useGoToLater(delayMs: number, target: Target) {
  const router = useRouter();
  const later = useLater();
  return () =>
    later(delayMs, () => void router.navigate({ to: target.to, params: target.params, replace: true }));
}
