// 'Suscriptores' (/subscribers and /subscribers/{number}): search by subscriber number; a
// found subscriber opens 'Información del suscriptor'.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError, isSessionError } from '../../../shared/api/errors';
import { orBlank } from '../../../shared/lib/format';
import { LookupResult, LookupSkeleton, useLookup } from '../../../shared/lookup';
import { messages } from '../../../shared/messages';
import { subscriberTexts } from '../messages';
import { PageHeader } from '../../../shared/ui/page';
import { SearchCard } from '../../../shared/ui/search-card';
import { useSubscriber } from '../api/get-subscriber';
import { AddUserDrawer } from './add-user-drawer';
import { SubscriberDrawer } from './subscriber-drawer';

const t = subscriberTexts.subscribers;

/** Keyed by the route on `id`: a new number in the URL (search, back/forward) starts afresh. */
export function SubscriberSearchPage({ id }: { id?: string | undefined }) {
  const navigate = useNavigate();
  const [addUserOpen, setAddUserOpen] = useState(false);
  const query = useSubscriber(id);
  const lookup = useLookup({
    id,
    keyOf: (text) => text.trim() || undefined,
    reload: () => query.refetch(),
    open: (number) => void navigate({ to: '/subscribers/$id', params: { id: number } }),
  });

  // Any failed search reads as 'El suscriptor ingresado no existe' (spec 1 §8), except answers
  // that carry their own explanation (400, 5xx); 401/403 are the shell's business.
  const fieldError =
    id && query.isError && !lookup.errorDismissed && !isSessionError(query.error)
      ? isApiError(query.error) && query.error.status !== 404 && query.error.status !== 0
        ? query.error.message
        : t.notFound
      : undefined;

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
        value={lookup.value}
        error={fieldError}
        busy={query.isFetching}
        onChange={lookup.onChange}
        onSubmit={lookup.search}
      />

      {id && query.isPending ? <LookupSkeleton /> : null}

      {detail && subscriber && !fieldError ? (
        <LookupResult
          label={t.drawerTitle}
          title={orBlank(subscriber.subscriber_name)}
          summary={
            <>
              {t.fields.number}: {orBlank(subscriber.subscriber_ref_id)} · {t.fields.status}:{' '}
              {subscriber.subscriber_status_desc ?? messages.app.statusUnknown}
            </>
          }
          action={subscriberTexts.subscriberUsers.viewDetails}
          onOpen={() => lookup.setPanelOpen(true)}
        />
      ) : null}

      {detail ? (
        <>
          <SubscriberDrawer
            detail={detail}
            open={lookup.panelOpen && !fieldError}
            onOpenChange={lookup.setPanelOpen}
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
