// Whom or what an operation acts on inside its target (OperationContract.subject), as the api
// serves it beside the operation's name: 'Añadir un usuario al suscriptor 100001 · ana@estudio.com'.
// Often a person's data, so it is computed when the api answers, from the input it already opens
// (the record's sealed snapshot, or the memo's), and never stored, indexed or logged.
import { contractOf } from './catalog';

/** A subject longer than this is cut: it names, it does not tell. */
export const SUBJECT_MAX_LENGTH = 120;

/**
 * The subject of an operation of `type` with this input, or null when its contract names none or
 * the input does not hold it (a run recorded before its field existed, a person's data erased).
 */
export function subjectOf(type: string, input: unknown): string | null {
  const contract = contractOf(type);
  if (!contract?.subject || !input || typeof input !== 'object') return null;
  let subject: unknown;
  try {
    subject = contract.subject(input as Record<string, unknown>);
  } catch {
    // An input of another shape (an older run's) names no subject rather than failing the read.
    return null;
  }
  if (typeof subject !== 'string') return null;
  const text = subject.trim();
  if (!text) return null;
  return text.length > SUBJECT_MAX_LENGTH ? `${text.slice(0, SUBJECT_MAX_LENGTH - 1)}…` : text;
}
