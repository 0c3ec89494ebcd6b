// Spec 1 §9: after edit, deactivate and cancel invitation the console goes back one page
// after 1 second. Only if the user is still where the operation started (they may have moved
// on), and to the subscriber's page when there is no page to go back to.
import { useRouter } from '@tanstack/react-router';

export const BACK_AFTER_MS = 1000;

export function useGoBackLater(fallback: { to: string; params?: Record<string, string> }) {
  const router = useRouter();
  return () => {
    const startedAt = router.state.location.href;
    setTimeout(() => {
      if (router.state.location.href !== startedAt) return;
      if (router.history.canGoBack()) router.history.back();
      else void router.navigate({ to: fallback.to, params: fallback.params, replace: true });
    }, BACK_AFTER_MS);
  };
}
