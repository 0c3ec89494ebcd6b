// 'Clientes' for one CUIT (/ME/clientes/{cuit}, spec 2 §2.17): loads once per CUIT with a
// spinner; 'Datos del Cliente' (avatar, 'Cliente:', 'CUIT:', '{n} Estudio(s)') and one card per
// associated study; empty: 'No se encontraron estudios asociados'. The filter bar shows the CUIT
// and the client's name as chips; removing one (or 'Restablecer filtros') goes back to the search.
import { useQuery } from '@tanstack/react-query';
import { studiesChip } from '@cgi/workflows/inputs';
import { formatCuit } from '../../../shared/lib/format';
import { ShieldIcon } from 'lucide-react';
import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { Spinner } from '../../../shared/ui/spinner';
import { clientStudiesQueryOptions } from '../api/get-client-studies';
import { isSearchableCuit } from '../cuit';
import { clientTexts as t, eventanillaTexts } from '../messages';
import { Avatar } from './avatar';
import { CuitSearchField } from './cuit-search-field';
import { FilterChips } from './filter-chips';

function Field({ label, value, cuit = false }: { label: string; value: string; cuit?: boolean }) {
  return (
    <p className="text-sm">
      <span className="text-zinc-500">{label}</span>{' '}
      <span
        className={
          cuit ? 'font-medium whitespace-nowrap text-zinc-900 tabular-nums' : 'font-medium text-zinc-900'
        }
      >
        {value}
      </span>
    </p>
  );
}

export function ClientDetailPage({
  cuit,
  onSearch,
  onReset,
}: {
  cuit: string;
  onSearch: (cuit: string) => void;
  onReset: () => void;
}) {
  const valid = isSearchableCuit(cuit);
  const query = useQuery({ ...clientStudiesQueryOptions(cuit), enabled: valid });
  const data = query.data;
  const client = data?.client ?? null;

  return (
    <div>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <div className="mb-4 flex flex-col gap-3 min-[900px]:flex-row min-[900px]:items-end min-[900px]:justify-between">
        <CuitSearchField
          key={cuit}
          initial={valid ? cuit : ''}
          onSearch={onSearch}
          className="w-full max-w-md"
        />
      </div>
      <FilterChips
        testId="client-filters"
        chips={[
          ...(valid ? [{ key: 'cuit', label: t.chipCuit(formatCuit(cuit)), onRemove: onReset }] : []),
          ...(client ? [{ key: 'client', label: t.chipClient(client.name), onRemove: onReset }] : []),
        ]}
        resetLabel={t.resetFilters}
        removeLabel={t.removeChip}
        onReset={onReset}
      />

      {!valid ? (
        <EmptyState title={eventanillaTexts.cuitRule} icon={<ShieldIcon size={28} />} />
      ) : query.isPending ? (
        <div role="status" className="flex items-center justify-center gap-2 py-16 text-sm text-zinc-600">
          <Spinner size={20} className="text-accent-600" />
          {t.loading}
        </div>
      ) : query.isError ? (
        <EmptyState title={query.error.message || t.loadFailed} icon={<ShieldIcon size={28} />} />
      ) : !client || data!.studies.length === 0 ? (
        <EmptyState title={t.empty} icon={<ShieldIcon size={28} />} />
      ) : (
        <div className="flex flex-col gap-6">
          <section
            aria-label={t.clientData}
            data-testid="client-data"
            className="rounded-xl border border-zinc-200 bg-white p-4 shadow-xs min-[600px]:p-5"
          >
            <h2 className="mb-3 text-base font-semibold text-zinc-900">{t.clientData}</h2>
            <div className="flex flex-wrap items-center gap-4">
              <Avatar
                initials={client.avatar.initials}
                color={client.avatar.color}
                logoUrl={client.logoUrl}
                size={56}
                label={client.name}
              />
              <div className="min-w-[11rem] flex-1">
                <Field label={t.clientName} value={client.name} />
                <Field label={t.clientCuit} value={formatCuit(cuit)} cuit />
              </div>
              <span
                data-testid="studies-chip"
                className="rounded-full bg-accent-50 px-3 py-1 text-sm font-medium text-accent-800 ring-1 ring-accent-200 ring-inset"
              >
                {studiesChip(data!.studies.length)}
              </span>
            </div>
          </section>
          <section aria-label={t.associated}>
            <h2 className="mb-3 text-base font-semibold text-zinc-900">{t.associated}</h2>
            <ul className="grid gap-3 min-[800px]:grid-cols-2 min-[1100px]:grid-cols-3">
              {data!.studies.map((study) => (
                <li
                  key={study.firmSuborganizationId}
                  data-testid="study-card"
                  className="flex gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs"
                >
                  <Avatar
                    initials={study.firmSuborganizationAvatar.initials}
                    color={study.firmSuborganizationAvatar.color}
                    logoUrl={study.firmSuborganizationLogoPictureURL}
                    label={study.firmSuborganizationName}
                  />
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <Field label={t.organization} value={study.organizationName} />
                    <Field label={t.organizationCuit} value={formatCuit(study.organizationCuit)} cuit />
                    <Field label={t.study} value={study.firmSuborganizationName} />
                    <Field label={t.studyCuit} value={formatCuit(study.firmSuborganizationCuit)} cuit />
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  );
}
