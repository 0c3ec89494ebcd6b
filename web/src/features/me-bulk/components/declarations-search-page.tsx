// /ME/declarations (spec 2 §2.15, §5): 'Ingrese el CUIT de la Organizacion'; BUSCAR (and Enter)
// only with 11 digits; then the firm's locked declarations. An organization with several
// active firms lists them to choose one (the spec shows only the single-firm path).
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { isApiError, isSessionError } from '../../../shared/api/errors';
import { formatCuit } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui/button';
import { ChevronRightIcon, SearchIcon } from '../../../shared/ui/icons';
import { inputClasses } from '../../../shared/ui/input';
import { PageHeader } from '../../../shared/ui/page';
import { searchFirmsByCuit, type DeclarationsSearch } from '../api/declarations';
import { cuitState } from '../cuit';
import { declarationsTexts as t } from '../messages';

export const firmDeclarationsPath = (suborganizationId: number) =>
  `/ME/declarations/${suborganizationId}/declarations`;

export function DeclarationsSearchPage() {
  const inputId = useId();
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || search.isPending) return;
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
      <form
        role="search"
        noValidate
        onSubmit={submit}
        className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-zinc-200 min-[600px]:p-6"
      >
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-zinc-800">
          {t.cuitLabel}
        </label>
        <div className="flex flex-col gap-2 min-[600px]:flex-row min-[600px]:items-start">
          <div className="min-w-0 flex-1">
            <div className="relative">
              <SearchIcon
                size={18}
                className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-zinc-400"
              />
              <input
                id={inputId}
                name="cuit"
                inputMode="numeric"
                autoComplete="off"
                placeholder={t.cuitPlaceholder}
                value={cuit}
                onChange={(event) => {
                  setCuit(event.target.value.trim());
                  search.reset();
                  setFound(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                className={inputClasses(Boolean(error), 'pl-10')}
              />
            </div>
            {error ? (
              <p id={`${inputId}-error`} role="alert" className="mt-1.5 text-xs font-medium text-red-600">
                {error}
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={!valid} loading={search.isPending} className="min-[600px]:w-32">
            {t.search}
          </Button>
        </div>
      </form>

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
