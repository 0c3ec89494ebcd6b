// /ME/declarations (spec 2 §2.15, §5): 'Ingrese el CUIT de la Organizacion'; BUSCAR (and Enter)
// only with 11 digits; then the firm's locked declarations. An organization with several
// active firms lists them to choose one (the spec shows only the single-firm path).
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError, isSessionError } from '../../../shared/api/errors';
import { formatCuit } from '../../../shared/lib/format';
import { ChevronRightIcon } from 'lucide-react';
import { PageHeader } from '../../../shared/ui/page';
import { SearchCard } from '../../../shared/ui/search-card';
import { searchFirmsByCuit, type DeclarationsSearch } from '../api/declarations';
import { cuitState } from '../cuit';
import { declarationsTexts as t } from '../messages';

export const firmDeclarationsPath = (suborganizationId: number) =>
  `/ME/declarations/${suborganizationId}/declarations`;

export function DeclarationsSearchPage() {
  const navigate = useNavigate();
  const [cuit, setCuit] = useState('');
  const [found, setFound] = useState<DeclarationsSearch | null>(null);
  const search = useMutation({ mutationFn: searchFirmsByCuit, meta: { handlesErrors: true } });
  const { valid, message } = cuitState(cuit);
  const serverError =
    search.error && !isSessionError(search.error)
      ? isApiError(search.error)
        ? search.error.message
        : null
      : null;
  const error = message ?? serverError;

  const submit = () => {
    setFound(null);
    search.mutate(cuit, {
      onSuccess: (answer) => {
        if (answer.firms.length === 1)
          void navigate({ to: firmDeclarationsPath(answer.firms[0]!.suborganizationId) });
        else setFound(answer);
      },
    });
  };

  return (
    <div className="max-w-2xl">
      <PageHeader title={t.searchTitle} subtitle={t.searchIntro} />
      <SearchCard
        label={t.cuitLabel}
        name="cuit"
        inputMode="numeric"
        placeholder={t.cuitPlaceholder}
        value={cuit}
        error={error ?? undefined}
        busy={search.isPending}
        canSubmit={valid && !search.isPending}
        submitLabel={t.search}
        onChange={(next) => {
          setCuit(next.trim());
          search.reset();
          setFound(null);
        }}
        onSubmit={submit}
      />

      {found ? (
        <section
          className="mt-4 rounded-xl bg-white p-4 shadow-xs ring-1 ring-zinc-200"
          data-testid="firm-choice"
        >
          <p className="text-sm font-medium text-zinc-800">{t.chooseFirm}</p>
          <ul className="mt-2 divide-y divide-zinc-100">
            {found.firms.map((firm) => (
              <li key={firm.suborganizationId}>
                <Link
                  to={firmDeclarationsPath(firm.suborganizationId)}
                  className="flex items-center justify-between gap-2 rounded px-2 py-2 text-sm hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-accent-600"
                >
                  <span className="min-w-0 truncate font-medium text-zinc-900">
                    {firm.suborganizationName}
                  </span>
                  <span className="flex shrink-0 items-center gap-1 text-zinc-500 tabular-nums">
                    {formatCuit(firm.suborganizationCuit)}
                    <ChevronRightIcon size={14} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
