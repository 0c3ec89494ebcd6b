// 'Panel de operaciones' (issue 31): for a period, ended operations by status over time, where
// and how often each type fails, how long it takes, and what runs now. Every figure is a link
// to the operations list with that filter; the chart's data is also a table (screen readers).
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import type { DayRange } from '../../../shared/lib/dates';
import { cn } from '../../../shared/lib/cn';
import { useIsPhone } from '../../../shared/lib/use-media-query';
import { DateRangePicker } from '../../../shared/ui/date-range-picker';
import { Skeleton } from '../../../shared/ui/spinner';
import { PageHeader } from '../../../shared/ui/page';
import { panelNowQueryOptions, panelTimelineQueryOptions, panelTypesQueryOptions } from '../api/panel';
import { consoleDayOf, formatBucket, formatDuration, formatRate } from '../format';
import { panelMessages as t } from '../messages';
import { periodQuery, type PanelPeriod, type PanelSearch } from '../search';
import type { EndedStatus, TimelinePoint } from './operations-timeline-chart';

// The chart library is most of this screen's code (about 440 kB): loaded apart, so the figures
// paint as soon as their answers arrive (issue 43: the panel's first useful paint waited for it).
const OperationsTimelineChart = lazy(() =>
  import('./operations-timeline-chart').then((module) => ({ default: module.OperationsTimelineChart })),
);

type NowStatus = 'running' | 'awaitingApproval' | 'scheduled';
type ListFilter = {
  status?: Exclude<NowStatus, 'scheduled'> | EndedStatus;
  type?: string;
  from?: string;
  to?: string;
  failedStep?: string;
  failedStepLabel?: string;
};

const PERIODS: PanelPeriod[] = ['24h', '7d', '30d', 'range'];

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section
      className="min-w-0 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs min-[600px]:p-5"
      aria-label={title}
      data-testid={testId}
    >
      <h2 className="mb-3 text-base font-semibold text-zinc-900">{title}</h2>
      {children}
    </section>
  );
}

function ListLink({ filter, label, children }: { filter: ListFilter; label: string; children: ReactNode }) {
  return (
    <Link
      to="/operations"
      search={filter}
      aria-label={label}
      className="font-medium text-accent-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
    >
      {children}
    </Link>
  );
}

interface WaitingOperation {
  id: string;
  name: string;
  runningMs: number;
}

/** A figure of 'Ahora': how many, a link to them in the list, and the one waiting longest. */
function NowFigure(props: {
  label: string;
  count: number | undefined;
  status: NowStatus;
  linkLabel: (n: number) => string;
  oldestLabel: string;
  oldest: WaitingOperation | null;
  since: (duration: string) => string;
  none: string;
}) {
  return (
    <div className="min-w-0 rounded-lg bg-zinc-50 p-3">
      <dt className="text-sm text-zinc-600">{props.label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-zinc-900">
        {/* The api counts 'scheduled' only once the list filters by it (scheduled starts). */}
        <ListLink
          filter={{ status: props.status as Exclude<NowStatus, 'scheduled'> }}
          label={props.linkLabel(props.count ?? 0)}
        >
          {props.count ?? <Skeleton className="inline-block h-7 w-10 align-middle" />}
        </ListLink>
      </dd>
      <dd className="mt-2 text-sm text-zinc-900">
        {props.oldest ? (
          <>
            <span className="block text-xs text-zinc-600">{props.oldestLabel}</span>
            <Link
              to="/operations/$id"
              params={{ id: props.oldest.id }}
              className="font-medium break-words text-accent-700 underline-offset-2 hover:underline"
            >
              {props.oldest.name}
            </Link>{' '}
            <span className="text-zinc-600">{props.since(formatDuration(props.oldest.runningMs))}</span>
          </>
        ) : props.count === undefined ? null : (
          <span className="text-zinc-600">{props.none}</span>
        )}
      </dd>
    </div>
  );
}

export function OperationsPanelPage({
  search,
  onSearch,
}: {
  search: PanelSearch;
  onSearch: (next: PanelSearch) => void;
}) {
  const navigate = useNavigate();
  const phone = useIsPhone();
  const timeline = useQuery(panelTimelineQueryOptions(search));
  const types = useQuery(panelTypesQueryOptions(search));
  const now = useQuery(panelNowQueryOptions);
  const query = periodQuery(search);
  const period = timeline.data?.period;
  // The list filters by day: the period's first and last day in Buenos Aires.
  const days = period
    ? { from: consoleDayOf(period.from), to: consoleDayOf(new Date(new Date(period.to).getTime() - 1)) }
    : {};
  const points = (timeline.data?.points ?? []) as TimelinePoint[];
  const dayOfPoint = (point: TimelinePoint) => point.local.slice(0, 10);
  const openBar = (status: EndedStatus, point: TimelinePoint) =>
    void navigate({ to: '/operations', search: { status, from: dayOfPoint(point), to: dayOfPoint(point) } });
  const total = (key: EndedStatus | 'started') => points.reduce((sum, point) => sum + point[key], 0);

  return (
    <div className="space-y-6">
      <PageHeader title={t.title} subtitle={t.subtitle} />

      <div role="group" aria-label={t.periodLabel} className="flex flex-wrap items-center gap-2">
        {PERIODS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={query.period === value || (value === 'range' && search.period === 'range')}
            onClick={() => onSearch(value === 'range' ? { ...search, period: 'range' } : { period: value })}
            className={cn(
              'h-9 rounded-lg px-3 text-sm font-medium ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
              query.period === value || (value === 'range' && search.period === 'range')
                ? 'bg-accent-600 text-white ring-accent-600'
                : 'bg-white text-zinc-800 ring-zinc-300 hover:bg-zinc-50',
            )}
          >
            {t.periods[value]}
          </button>
        ))}
        {search.period === 'range' ? (
          <DateRangePicker
            label={t.rangeLabel}
            value={search.from && search.to ? ({ from: search.from, to: search.to } as DayRange) : null}
            onChange={(range) => onSearch({ period: 'range', from: range?.from, to: range?.to })}
            testId="panel-range"
          />
        ) : null}
      </div>

      {timeline.isError || types.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {t.loadError}
        </p>
      ) : null}

      <Card title={t.nowTitle} testId="panel-now">
        <dl className="grid gap-4 min-[600px]:grid-cols-2">
          <NowFigure
            label={t.running}
            count={now.data?.running}
            status="running"
            linkLabel={t.runningLink}
            oldestLabel={t.oldest}
            oldest={now.data?.oldestRunning ?? null}
            since={t.oldestFor}
            none={t.noneRunning}
          />
          <NowFigure
            label={t.awaitingApproval}
            count={now.data?.awaitingApproval}
            status="awaitingApproval"
            linkLabel={t.awaitingLink}
            oldestLabel={t.oldestAwaiting}
            oldest={now.data?.oldestAwaitingApproval ?? null}
            since={t.awaitingFor}
            none={t.noneAwaiting}
          />
          {typeof now.data?.scheduled === 'number' ? (
            <NowFigure
              label={t.scheduled}
              count={now.data.scheduled}
              status="scheduled"
              linkLabel={t.scheduledLink}
              oldestLabel={t.oldestScheduled}
              oldest={now.data.oldestScheduled ?? null}
              since={t.awaitingFor}
              none={t.noneScheduled}
            />
          ) : null}
        </dl>
      </Card>

      <Card
        title={`${t.timelineTitle} · ${period?.bucket === 'hour' ? t.timelineHour : t.timelineDay}`}
        testId="panel-timeline"
      >
        <dl className="mb-4 grid grid-cols-2 gap-3 min-[600px]:grid-cols-3 min-[1100px]:grid-cols-6">
          {(['started', 'completed', 'failed', 'cancelled', 'rejected', 'expired'] as const).map((key) => (
            <div key={key}>
              <dt className="text-xs text-zinc-600">{t[key]}</dt>
              <dd className="text-xl font-semibold">
                <ListLink
                  filter={key === 'started' ? days : { status: key, ...days }}
                  label={t.openList(`${t[key].toLowerCase()} del período`)}
                >
                  {/* While loading, a placeholder: a 0 would read as a fact (issue 43). */}
                  {timeline.isPending ? (
                    <Skeleton className="inline-block h-6 w-10 align-middle" />
                  ) : (
                    total(key)
                  )}
                </ListLink>
              </dd>
            </div>
          ))}
        </dl>
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <OperationsTimelineChart points={points} onOpen={openBar} />
        </Suspense>
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-accent-700">{t.showTable}</summary>
          <div className="mt-2 max-h-80 overflow-auto">
            <table className="w-full text-left text-sm" data-testid="panel-timeline-table">
              <caption className="sr-only">{t.timelineTitle}</caption>
              <thead className="text-xs text-zinc-600">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {t.bucket}
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {t.started}
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {t.completed}
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {t.failed}
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {t.cancelled}
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {t.rejected}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {t.expired}
                  </th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => {
                  const day = dayOfPoint(point);
                  return (
                    <tr key={point.start} className="border-t border-zinc-100">
                      <th scope="row" className="py-1 pr-3 font-normal text-zinc-700">
                        {formatBucket(point.local)}
                      </th>
                      <td className="py-1 pr-3">{point.started}</td>
                      {(['completed', 'failed', 'cancelled', 'rejected', 'expired'] as const).map(
                        (status) => (
                          <td key={status} className="py-1 pr-3">
                            <ListLink
                              filter={{ status, from: day, to: day }}
                              label={t.openList(`${t[status].toLowerCase()} el ${formatBucket(day)}`)}
                            >
                              {point[status]}
                            </ListLink>
                          </td>
                        ),
                      )}
                    </tr>
                  );
                })}
              </tbody>
              {/* The period's totals, as the figures above say them (issue 43: every table its total). */}
              <tfoot className="border-t border-zinc-300 font-medium">
                <tr>
                  <th scope="row" className="py-1 pr-3">
                    {t.totalRow}
                  </th>
                  {(['started', 'completed', 'failed', 'cancelled', 'rejected', 'expired'] as const).map(
                    (key) => (
                      <td key={key} className="py-1 pr-3 tabular-nums">
                        {total(key)}
                      </td>
                    ),
                  )}
                </tr>
              </tfoot>
            </table>
          </div>
        </details>
      </Card>

      <Card title={t.typesTitle} testId="panel-types">
        {types.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-5/6" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        ) : types.data && types.data.types.length === 0 ? (
          <p className="text-sm text-zinc-600">{t.typesEmpty}</p>
        ) : phone ? (
          // A phone reads one card per type: the eight columns left tall, mostly empty rows.
          <ul className="space-y-3" data-testid="panel-type-cards">
            {(types.data?.types ?? []).map((figure) => (
              <li key={figure.type} className="rounded-lg border border-zinc-200 p-3">
                <p className="font-medium break-words text-zinc-900">{figure.label}</p>
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                  <div>
                    <dt className="text-xs text-zinc-600">{t.ended}</dt>
                    <dd>
                      <ListLink
                        filter={{ type: figure.type, ...days }}
                        label={t.openList(`${figure.label}: terminadas`)}
                      >
                        {figure.ended}
                      </ListLink>
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-zinc-600">{t.failed}</dt>
                    <dd>
                      <ListLink
                        filter={{ type: figure.type, status: 'failed', ...days }}
                        label={t.openList(`${figure.label}: fallidas`)}
                      >
                        {figure.failed}
                      </ListLink>{' '}
                      <span className="text-zinc-600 tabular-nums">({formatRate(figure.failureRate)})</span>
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-zinc-600">{t.p50}</dt>
                    <dd className="tabular-nums">{formatDuration(figure.p50Ms)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-zinc-600">{t.p95}</dt>
                    <dd className="tabular-nums">{formatDuration(figure.p95Ms)}</dd>
                  </div>
                  {figure.failedSteps.length > 0 ? (
                    <div className="col-span-2">
                      <dt className="text-xs text-zinc-600">{t.failedWhere}</dt>
                      <dd>
                        <ul className="space-y-0.5">
                          {figure.failedSteps.map((step) => (
                            <li key={step.step}>
                              <ListLink
                                filter={{
                                  type: figure.type,
                                  status: 'failed',
                                  ...days,
                                  ...(step.step
                                    ? { failedStep: step.step, failedStepLabel: step.label }
                                    : {}),
                                }}
                                label={t.openList(
                                  `${figure.label}: fallidas en ${step.label || t.beforeAnyStep}`,
                                )}
                              >
                                {t.stepFailures(step.label || t.beforeAnyStep, step.failed, figure.failed)}
                              </ListLink>
                            </li>
                          ))}
                        </ul>
                      </dd>
                    </div>
                  ) : null}
                  {figure.rejected + figure.expired > 0 ? (
                    <div className="col-span-2">
                      <dt className="text-xs text-zinc-600">{t.unapproved}</dt>
                      <dd>
                        {(['rejected', 'expired'] as const).map((status, index) => (
                          <span key={status}>
                            {index > 0 ? ' · ' : null}
                            <ListLink
                              filter={{ type: figure.type, status, ...days }}
                              label={t.openList(`${figure.label}: ${t[status].toLowerCase()}`)}
                            >
                              {`${figure[status]} ${t[status].toLowerCase()}`}
                            </ListLink>
                          </span>
                        ))}
                      </dd>
                    </div>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[42rem] text-left text-sm">
              <caption className="sr-only">{t.typesTitle}</caption>
              <thead className="text-xs text-zinc-600">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t.type}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t.ended}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t.failed}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t.failureRate}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t.failedWhere}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium" title={t.unapprovedHint}>
                    {t.unapproved}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {t.p50}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {t.p95}
                  </th>
                </tr>
              </thead>
              <tbody>
                {(types.data?.types ?? []).map((figure) => (
                  <tr key={figure.type} className="border-t border-zinc-100 align-top">
                    <th scope="row" className="py-2 pr-3 font-medium text-zinc-900">
                      {figure.label}
                    </th>
                    <td className="py-2 pr-3">
                      <ListLink
                        filter={{ type: figure.type, ...days }}
                        label={t.openList(`${figure.label}: terminadas`)}
                      >
                        {figure.ended}
                      </ListLink>
                    </td>
                    <td className="py-2 pr-3">
                      <ListLink
                        filter={{ type: figure.type, status: 'failed', ...days }}
                        label={t.openList(`${figure.label}: fallidas`)}
                      >
                        {figure.failed}
                      </ListLink>
                    </td>
                    <td className="py-2 pr-3">
                      <div className="flex items-center gap-2">
                        <span className="w-12 shrink-0 tabular-nums">{formatRate(figure.failureRate)}</span>
                        <span aria-hidden className="h-2 w-16 rounded bg-zinc-100">
                          <span
                            className="block h-2 rounded bg-red-600"
                            style={{ width: `${Math.round(figure.failureRate * 100)}%` }}
                          />
                        </span>
                      </div>
                    </td>
                    <td className="py-2 pr-3">
                      <ul className="space-y-0.5">
                        {figure.failedSteps.map((step) => (
                          <li key={step.step}>
                            <ListLink
                              filter={{
                                type: figure.type,
                                status: 'failed',
                                ...days,
                                // Only this step's failures (issue 43); '' is before any step.
                                ...(step.step ? { failedStep: step.step, failedStepLabel: step.label } : {}),
                              }}
                              label={t.openList(
                                `${figure.label}: fallidas en ${step.label || t.beforeAnyStep}`,
                              )}
                            >
                              {t.stepFailures(step.label || t.beforeAnyStep, step.failed, figure.failed)}
                            </ListLink>
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td className="py-2 pr-3">
                      <ul className="space-y-0.5">
                        {(['rejected', 'expired'] as const).map((status) => (
                          <li key={status}>
                            <ListLink
                              filter={{ type: figure.type, status, ...days }}
                              label={t.openList(`${figure.label}: ${t[status].toLowerCase()}`)}
                            >
                              {`${figure[status]} ${t[status].toLowerCase()}`}
                            </ListLink>
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td className="py-2 pr-3 tabular-nums">{formatDuration(figure.p50Ms)}</td>
                    <td className="py-2 tabular-nums">{formatDuration(figure.p95Ms)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t border-zinc-300 font-medium">
                <tr>
                  <th scope="row" className="py-2 pr-3">
                    {t.totalRow}
                  </th>
                  <td className="py-2 pr-3 tabular-nums">
                    {(types.data?.types ?? []).reduce((sum, figure) => sum + figure.ended, 0)}
                  </td>
                  <td className="py-2 pr-3 tabular-nums">
                    {(types.data?.types ?? []).reduce((sum, figure) => sum + figure.failed, 0)}
                  </td>
                  <td colSpan={5} />
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
