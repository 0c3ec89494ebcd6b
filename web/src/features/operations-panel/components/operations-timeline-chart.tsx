// The stacked bars of ended operations per hour or day (recharts, loaded with this screen only).
// Clicking a bar's part opens the operations list with that status and day.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { panelMessages as t } from '../messages';
import { formatBucket } from '../format';

export interface TimelinePoint {
  start: string;
  local: string;
  started: number;
  completed: number;
  failed: number;
  cancelled: number;
  rejected: number;
  expired: number;
}

/** Rejected and expired ones ended at their approval, before any step: shown apart from failures. */
export type EndedStatus = 'completed' | 'failed' | 'cancelled' | 'rejected' | 'expired';

const SERIES: { key: EndedStatus; name: string; color: string }[] = [
  { key: 'completed', name: t.completed, color: '#15803d' },
  { key: 'failed', name: t.failed, color: '#b91c1c' },
  { key: 'cancelled', name: t.cancelled, color: '#71717a' },
  { key: 'rejected', name: t.rejected, color: '#c2410c' },
  { key: 'expired', name: t.expired, color: '#a16207' },
];

export function OperationsTimelineChart({
  points,
  onOpen,
}: {
  points: TimelinePoint[];
  onOpen: (status: EndedStatus, point: TimelinePoint) => void;
}) {
  const totals = SERIES.map((series) => points.reduce((sum, point) => sum + point[series.key], 0));
  return (
    <div
      role="img"
      aria-label={t.chartSummary(totals[0]!, totals[1]!, totals[2]!, totals[3]! + totals[4]!)}
      className="h-64 w-full"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={points}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e4e4e7" />
          <XAxis
            dataKey="local"
            tickFormatter={formatBucket}
            tick={{ fontSize: 11, fill: '#52525b' }}
            minTickGap={16}
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: '#52525b' }} />
          <Tooltip labelFormatter={(label) => formatBucket(String(label))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {SERIES.map((series) => (
            <Bar
              key={series.key}
              dataKey={series.key}
              name={series.name}
              stackId="ended"
              fill={series.color}
              className={`panel-bar-${series.key}`}
              cursor="pointer"
              onClick={(data) => {
                const point = (data as { payload?: TimelinePoint }).payload;
                if (point) onOpen(series.key, point);
              }}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
