// 'Suscriptores' (/subscribers and /subscribers/{number}): search by subscriber number; a
// found subscriber opens 'Información del suscriptor'.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError, isSessionError } from '../../../shared/api/errors';
import { orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { PageHeader } from '../../../shared/ui/page';
import { SearchCard } from '../../../shared/ui/search-card';
import { Skeleton } from '../../../shared/ui/spinner';
import { useSubscriber } from '../api/get-subscriber';
import { AddUserDrawer } from './add-user-drawer';
import { SubscriberDrawer } from './subscriber-drawer';

const t = messages.subscribers;

/** Keyed by the route on `id`: a new number in the URL (search, back/forward) starts afresh. */
export function SubscriberSearchPage({ id }: { id?: string | undefined }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(id ?? '');
  const [drawerOpen, setDrawerOpen] = useState(Boolean(id));
  const [addUserOpen, setAddUserOpen] = useState(false);
  const [errorDismissed, setErrorDismissed] = useState(false);
  const query = useSubscriber(id);

  // Any failed search reads as 'El suscriptor ingresado no existe' (spec 1 §8), except answers
  // that carry their own explanation (400, 5xx); 401/403 are the shell's business.
  const fieldError =
    id && query.isError && !errorDismissed && !isSessionError(query.error)
      ? isApiError(query.error) && query.error.status !== 404 && query.error.status !== 0
        ? query.error.message
        : t.notFound
      : undefined;

  const search = () => {
    const number = value.trim();
    if (!number) return;
    if (number === id) {
      // Same number: reload in place.
      setErrorDismissed(false);
      setDrawerOpen(true);
      void query.refetch();
    } else {
      void navigate({ to: '/subscribers/$id', params: { id: number } });
    }
  };

  const detail = query.data;
  const subscriber = detail?.subscriber;

  return (
    <div>
      <PageHeader title={t.title} />
      <SearchCard
        label={t.prompt}
        name="subscriberNumber"
        inputMode="numeric"
        placeholder={t.numberLabel}
        value={value}
        error={fieldError}
        busy={query.isFetching}
        onChange={(next) => {
          setValue(next);
          setErrorDismissed(true);
        }}
        onSubmit={search}
      />

      {id && query.isPending ? (
        <div className="mt-4 rounded-xl border border-zinc-200 bg-white p-5" aria-hidden="true">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="mt-3 h-3 w-32" />
        </div>
      ) : null}

      {detail && subscriber && !fieldError ? (
        <section
          aria-label={t.drawerTitle}
          className="mt-4 flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs min-[600px]:flex-row min-[600px]:items-center"
        >
          <div className="min-w-0 flex-1">
            <p className="truncate text-base font-semibold text-zinc-900">
              {orBlank(subscriber.subscriber_name)}
            </p>
            <p className="mt-0.5 text-sm text-zinc-500">
              {t.fields.number}: {orBlank(subscriber.subscriber_ref_id)} · {t.fields.status}:{' '}
              {subscriber.subscriber_status_desc ?? messages.app.statusUnknown}
            </p>
          </div>
          <Button variant="secondary" onClick={() => setDrawerOpen(true)}>
            {messages.subscriberUsers.viewDetails}
          </Button>
        </section>
      ) : null}

      {detail ? (
        <>
          <SubscriberDrawer
            detail={detail}
            open={drawerOpen && !fieldError}
            onOpenChange={setDrawerOpen}
            onAddUser={() => setAddUserOpen(true)}
          />
          <AddUserDrawer
            subscriberNumber={String(detail.subscriber.subscriber_ref_id)}
            open={addUserOpen}
            onOpenChange={setAddUserOpen}
          />
        </>
      ) : null}
    </div>
  );
}
