// Previous/next for lists paged by the server's page token (Temporal's visibility pages): the
// token of the page shown is in the URL, so 'Anterior' is the browser's own back when there is
// one, else the first page.
import { useRouter } from '@tanstack/react-router';
import { Button } from './button';

export function TokenPager({
  cursor,
  nextPageToken,
  onPage,
  previousLabel,
  nextLabel,
}: {
  /** The page token of the page shown (absent: the first page). */
  cursor: string | undefined;
  nextPageToken: string | null | undefined;
  onPage: (cursor: string | undefined) => void;
  previousLabel: string;
  nextLabel: string;
}) {
  const router = useRouter();
  return (
    <div className="flex gap-2">
      {cursor ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => (router.history.canGoBack() ? router.history.back() : onPage(undefined))}
        >
          {previousLabel}
        </Button>
      ) : null}
      {nextPageToken ? (
        <Button variant="secondary" size="sm" onClick={() => onPage(nextPageToken)}>
          {nextLabel}
        </Button>
      ) : null}
    </div>
  );
}
