// 'Usuarios' (/users and /users/{email}): search by login e-mail; /users/{email} searches on
// load. A found user opens 'Información del usuario' with the 'Ver más' phones modal and the
// links to its subscribers and organizations.
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import type { UserDetail } from '../../../shared/api/common-area-types';
import { isApiError } from '../../../shared/api/errors';
import { formatDate, orBlank } from '../../../shared/lib/format';
import { LookupResult, LookupSkeleton, useLookup } from '../../../shared/lookup';
import { messages } from '../../../shared/messages';
import { relatedKeyOf, useOperations } from '../../../shared/operations';
import { Button } from '../../../shared/ui/button';
import { Drawer, Modal } from '../../../shared/ui/dialog';
import { FieldList } from '../../../shared/ui/field-list';
import { Building2Icon, ChevronRightIcon, IdCardIcon } from 'lucide-react';
import { PageHeader } from '../../../shared/ui/page';
import { SearchCard } from '../../../shared/ui/search-card';
import { notifyError } from '../../../shared/ui/snackbar';
import { userByEmailQueryOptions } from '../api/get-user';
import { searchFailure, searchTerm } from '../search';

const t = messages.users;

function PanelLink({
  to,
  id,
  icon,
  children,
}: {
  to: string;
  id: number;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      params={{ id: String(id) }}
      className="group flex items-center gap-3 rounded-lg border border-zinc-200 px-3 py-2.5 text-sm font-medium text-zinc-800 transition-colors hover:border-accent-300 hover:bg-accent-50/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
    >
      <span className="text-zinc-500 group-hover:text-accent-700">{icon}</span>
      <span className="flex-1">{children}</span>
      <ChevronRightIcon size={16} className="text-zinc-400" />
    </Link>
  );
}

/** 'Ver más': mobile, work and landline numbers. Spec 1 §2: fixed placeholder numbers. */
function PhonesModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t.phonesTitle}
      testId="user-phones-modal"
      actions={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {messages.app.close}
        </Button>
      }
    >
      <dl className="divide-y divide-zinc-100">
        {t.phones.map((phone) => (
          <div key={phone.label} className="flex justify-between gap-4 py-2">
            <dt className="text-zinc-500">{phone.label}</dt>
            <dd className="text-zinc-900 tabular-nums">{phone.number}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-zinc-500">{t.phonesNote}</p>
    </Modal>
  );
}

export function UserPanel({
  detail,
  open,
  onOpenChange,
}: {
  detail: UserDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [phonesOpen, setPhonesOpen] = useState(false);
  const { HistoryLink } = useOperations();
  const { user } = detail;
  const f = t.fields;
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t.panelTitle}
      description={user.email}
      testId="user-panel"
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {messages.app.close}
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        <FieldList
          fields={[
            { label: f.firstName, value: orBlank(user.firstName) },
            { label: f.lastName, value: orBlank(user.lastName) },
            { label: f.email, value: orBlank(user.email) },
            {
              label: f.mobile,
              value: (
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="tabular-nums">{orBlank(user.mobilePhone)}</span>
                  <button
                    type="button"
                    onClick={() => setPhonesOpen(true)}
                    className="rounded text-sm font-medium text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
                  >
                    {t.seeMore}
                  </button>
                </span>
              ),
            },
            { label: f.creationDate, value: formatDate(user.creationDate) },
            { label: f.creationUser, value: orBlank(user.creationUser) },
            { label: f.modificationDate, value: formatDate(user.modificationDate) },
            { label: f.modificationUser, value: orBlank(user.modificationUser) },
            { label: f.status, value: orBlank(user.accountStatusDesc) },
            { label: f.loginAccountId, value: orBlank(user.loginAccountId) },
          ]}
        />
        <div className="flex flex-col gap-2">
          {detail.organizationUsersCount > 0 ? (
            <PanelLink to="/users/$id/subscribers" id={user.loginAccountId} icon={<IdCardIcon size={18} />}>
              {t.viewSubscribers(detail.subscribersCount)}
            </PanelLink>
          ) : null}
          <PanelLink
            to="/users/$id/organizations"
            id={user.loginAccountId}
            icon={<Building2Icon size={18} />}
          >
            {t.viewOrganizations(detail.organizationsCount)}
          </PanelLink>
          <HistoryLink related={relatedKeyOf('email', user.email)} />
        </div>
      </div>
      <PhonesModal open={phonesOpen} onOpenChange={setPhonesOpen} />
    </Drawer>
  );
}

/** Keyed by the route on `id`: a new e-mail in the URL (search, back/forward) starts afresh. */
export function UserSearchPage({ id }: { id?: string | undefined }) {
  const navigate = useNavigate();
  const query = useQuery({ ...userByEmailQueryOptions(id ?? ''), enabled: Boolean(id), retry: false });
  const lookup = useLookup({
    id,
    keyOf: searchTerm,
    reload: () => query.refetch(),
    open: (email) => void navigate({ to: '/users/$id', params: { id: email } }),
  });

  const failure =
    query.isError && isApiError(query.error) ? searchFailure(query.error) : query.isError ? 'toast' : null;
  const fieldError = id && failure === 'field' && !lookup.errorDismissed ? t.notFound : undefined;

  // Spec 1 §8: failures other than 'not found' show the generic toast.
  useEffect(() => {
    if (failure === 'toast') notifyError(messages.app.genericError);
  }, [failure, query.errorUpdatedAt]);

  const detail = query.data;

  return (
    <div>
      <PageHeader title={t.title} />
      <SearchCard
        label={t.prompt}
        name="email"
        type="email"
        inputMode="email"
        placeholder={t.emailLabel}
        value={lookup.value}
        error={fieldError}
        busy={query.isFetching}
        onChange={lookup.onChange}
        onSubmit={lookup.search}
      />

      {id && query.isPending ? <LookupSkeleton /> : null}

      {detail && !fieldError ? (
        <>
          <LookupResult
            label={t.panelTitle}
            title={`${detail.user.firstName} ${detail.user.lastName}`.trim() || detail.user.email}
            summary={`${detail.user.email} · ${orBlank(detail.user.accountStatusDesc)}`}
            action={messages.users.viewDetails}
            onOpen={() => lookup.setPanelOpen(true)}
          />
          <UserPanel detail={detail} open={lookup.panelOpen} onOpenChange={lookup.setPanelOpen} />
        </>
      ) : null}
    </div>
  );
}
