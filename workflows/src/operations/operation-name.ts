// How staff read an operation wherever it is linked (a retry's 'Reintenta a', a bulk retry's
// elements, the CLI): its label and target, and which retry it is, never the workflow id
// ('Añadir un usuario al suscriptor 100001 · reintento 1'). The id stays in the detail's 'ID'.
import { contractOf } from './catalog';
import type { TargetKind } from './contract';

/** The noun a label ends with when its target is that entity's number ('… al suscriptor'). */
const TARGET_NOUNS: Record<TargetKind, string> = {
  subscriber: 'suscriptor',
  organization: 'organización',
  study: 'estudio',
  notification: 'notificación',
};

export function operationNameOf(operation: {
  type: string;
  label: string;
  target: string;
  retryNumber: number;
}): string {
  const kind = contractOf(operation.type)?.targetKind;
  const noun = kind ? TARGET_NOUNS[kind] : undefined;
  const target = operation.target.trim();
  const what = !target
    ? operation.label
    : noun && operation.label.toLowerCase().endsWith(` ${noun}`)
      ? `${operation.label} ${target}`
      : `${operation.label} · ${target}`;
  return operation.retryNumber > 0 ? `${what} · reintento ${operation.retryNumber}` : what;
}
