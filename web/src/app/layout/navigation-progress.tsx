// A thin bar along the top of the window while a followed link's page loads. The router keeps
// the page shown until the next one has its data (300-450 ms on the demo data, longer on a slow
// day), so without it a click seemed to do nothing, and a second click went to the old page.
import { useRouterState } from '@tanstack/react-router';
import { messages } from '../../shared/messages';

export function NavigationProgress() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' });
  if (!pending) return null;
  // It fades in after 150 ms: a quicker load shows nothing, since a bar that flashes is noise.
  return (
    <div
      role="progressbar"
      aria-label={messages.app.loadingPage}
      className="fixed inset-x-0 top-0 z-[90] h-1 overflow-hidden bg-accent-100 opacity-0 animate-[fade-in_150ms_ease-out_150ms_forwards]"
    >
      <div className="h-full w-1/3 animate-[navigation-progress_1.1s_ease-in-out_infinite] bg-accent-600 motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
