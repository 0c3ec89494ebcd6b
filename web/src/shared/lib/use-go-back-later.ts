// Spec 1 §9: after some operations the console goes back one page after a delay (1 s after an
// edit, a deactivation or a cancelled invitation; 2 s after creating a folder). Only if the user
// is still where the operation started, and to `fallback` when there is no page to go back to.
import { useRouter } from '@tanstack/react-router';

export const BACK_AFTER_EDIT_MS = 1000;

export function useGoBackLater(delayMs: number, fallback: { to: string; params?: Record<string, string> }) {
  const router = useRouter();
  return () => {
    const startedAt = router.state.location.href;
    setTimeout(() => {
      if (router.state.location.href !== startedAt) return;
      if (router.history.canGoBack()) router.history.back();
      else void router.navigate({ to: fallback.to, params: fallback.params, replace: true });
    }, delayMs);
  };
}
