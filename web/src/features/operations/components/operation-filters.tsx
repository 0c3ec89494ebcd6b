// The list's filters. Selects and dates apply at once (a date once it reads as one); text fields on Enter or 'Filtrar'.
// Everything lives in the URL, so a filtered list survives reload and the back button. The
// page remounts this form when the URL's text filters change (back button, a timeline link).
import { FilterActions, FilterCard, PeriodFields } from '../../../shared/ui/filter-card';
import { OPERATION_STATUSES } from '@cgi/workflows/messages';
import { FilterChip } from '../../../shared/ui/filter-chip';
import { useState, type FormEvent } from 'react';
import type { OperationStatus } from '../../../shared/api/types';
import { operationTexts, scheduleTexts } from '../messages';
import { useIsPhone } from '../../../shared/lib/use-media-query';
import { SelectField, TextField } from '../../../shared/ui/input';
import { OperationTypeField } from './operation-type-field';
import { useRelatedName } from '../api/related-name';
import { filterOf, hasFilters, type OperationsSearch } from '../search';

const t = operationTexts;
const STATUSES: readonly OperationStatus[] = OPERATION_STATUSES;

export function OperationFilters({
  search,
  onChange,
}: {
  search: OperationsSearch;
  onChange: (next: OperationsSearch) => void;
}) {
  const phone = useIsPhone();
  const [target, setTarget] = useState(search.target ?? '');
  const [actor, setActor] = useState(search.actor ?? '');
  const relatedName = useRelatedName(search.related);

  /** A filter change always goes back to the first page. */
  const apply = (patch: Partial<OperationsSearch>) => {
    const { cursor: _cursor, page: _page, ...rest } = search;
    const next: OperationsSearch = { ...rest, ...patch };
    for (const key of Object.keys(next) as (keyof OperationsSearch)[]) {
      if (next[key] === undefined || next[key] === '') delete next[key];
    }
    onChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ target: target.trim() || undefined, actor: actor.trim() || undefined });
  };

  const form = (
    <form
      role="search"
      aria-label={t.filters}
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 min-[900px]:grid-cols-[repeat(3,minmax(0,1fr))] min-[1200px]:grid-cols-[10rem_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_9.5rem_9.5rem]"
    >
      <SelectField
        label={t.status}
        value={search.status ?? ''}
        onChange={(event) =>
          apply({ status: (event.target.value || undefined) as OperationStatus | undefined })
        }
        options={[
          { value: '', label: t.any },
          ...STATUSES.map((s) => ({
            value: s,
            label: s === 'scheduled' ? scheduleTexts.filter : t.statuses[s],
          })),
        ]}
      />
      <OperationTypeField
        label={t.type}
        anyLabel={t.any}
        value={search.type}
        onChange={(type) => apply({ type })}
      />
      <TextField
        label={t.target}
        value={target}
        placeholder={t.targetPlaceholder}
        onChange={(event) => setTarget(event.target.value)}
        onBlur={() =>
          target.trim() !== (search.target ?? '') ? apply({ target: target.trim() || undefined }) : undefined
        }
      />
      <TextField
        label={t.actor}
        value={actor}
        placeholder={t.actorPlaceholder}
        onChange={(event) => setActor(event.target.value)}
        onBlur={() =>
          actor.trim() !== (search.actor ?? '') ? apply({ actor: actor.trim() || undefined }) : undefined
        }
      />
      <PeriodFields labels={t} from={search.from} to={search.to} onChange={apply} />
      <FilterActions labels={t} canClear={hasFilters(search)} onClear={() => onChange({})} />
    </form>
  );

  const relatedLabel = relatedName ? t.relatedChip(relatedName) : null;
  const stepLabel = search.failedStep ? t.failedStepChip(search.failedStepLabel ?? t.aStep) : null;
  const related =
    relatedLabel || stepLabel ? (
      <div className="mb-3 flex flex-wrap items-center gap-2">
        {relatedLabel ? (
          <FilterChip
            label={relatedLabel}
            removeLabel={t.removeRelated(relatedLabel)}
            onRemove={() => apply({ related: undefined })}
          />
        ) : null}
        {stepLabel ? (
          <FilterChip
            label={stepLabel}
            removeLabel={t.removeRelated(stepLabel)}
            onRemove={() => apply({ failedStep: undefined, failedStepLabel: undefined })}
          />
        ) : null}
      </div>
    ) : null;

  const active = Object.keys(filterOf(search)).length;
  return (
    <FilterCard folded={phone} active={active} toggleLabel={t.filtersToggle(active)}>
      {related}
      {form}
    </FilterCard>
  );
}
