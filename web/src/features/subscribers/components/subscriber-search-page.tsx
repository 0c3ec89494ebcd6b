// 'Suscriptores' (/subscribers and /subscribers/{number}): search by subscriber number; a
// found subscriber opens 'Información del suscriptor'.
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { isApiError, isSessionError } from '../../../shared/api/errors';
import { orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { SearchIcon } from '../../../shared/ui/icons';
import { inputClasses } from '../../../shared/ui/input';
import { PageHeader } from '../../../shared/ui/page';
import { Skeleton } from '../../../shared/ui/spinner';
import { useSubscriber } from '../api/get-subscriber';
import { AddUserDrawer } from './add-user-drawer';
import { SubscriberDrawer } from './subscriber-drawer';

const t = messages.subscribers;

/** Keyed by the route on `id`: a new number in the URL (search, back/forward) starts afresh. */
export function SubscriberSearchPage({ id }: { id?: string | undefined }) {
  const navigate = useNavigate();
  const inputId = useId();
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

  const search = (event?: FormEvent) => {
    event?.preventDefault();
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
      <section className="rounded-xl border border-zinc-200 bg-white p-5 shadow-xs min-[600px]:p-6">
        <form role="search" onSubmit={search} noValidate>
          <label htmlFor={inputId} className="block text-sm font-medium text-zinc-800">
            {t.prompt}
          </label>
          <div className="mt-2 flex flex-col gap-2 min-[600px]:flex-row min-[600px]:items-start">
            <div className="min-w-0 flex-1 min-[600px]:max-w-sm">
              <div className="relative">
                <SearchIcon
                  size={18}
                  className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-zinc-400"
                />
                <input
                  id={inputId}
                  name="subscriberNumber"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={t.numberLabel}
                  value={value}
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={fieldError ? `${inputId}-error` : undefined}
                  onChange={(event) => {
                    setValue(event.target.value);
                    setErrorDismissed(true);
                  }}
                  className={inputClasses(Boolean(fieldError), 'pl-10')}
                />
              </div>
              {fieldError ? (
                <p id={`${inputId}-error`} role="alert" className="mt-1.5 text-xs font-medium text-red-600">
                  {fieldError}
                </p>
              ) : null}
            </div>
            <Button
              type="submit"
              disabled={!value.trim()}
              loading={query.isFetching}
              className="min-[600px]:w-28"
            >
              {messages.app.search}
            </Button>
          </div>
        </form>
      </section>

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
