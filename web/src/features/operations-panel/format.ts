// How the panel writes durations, rates and bucket times (es-AR, the console's zone).
const number = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('es-AR', { style: 'percent', maximumFractionDigits: 1 });

/** 850 ms, 12,5 s, 3 min 5 s, 2 h 10 min. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${number.format(ms / 1_000)} s`;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes} min ${Math.floor((ms % 60_000) / 1_000)} s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

export const formatRate = (rate: number) => percent.format(rate);

/** A bucket's start as staff read it: '20/11 14:00' by hour, '20/11' by day. */
export function formatBucket(local: string): string {
  const [, month, day] = local.slice(0, 10).split('-');
  return local.length > 10 ? `${day}/${month} ${local.slice(11, 16)}` : `${day}/${month}`;
}

/** The day (yyyy-mm-dd in Buenos Aires) an instant falls on: the operations list filters by day. */
export function consoleDayOf(instant: string | Date): string {
  return new Date(new Date(instant).getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
}
