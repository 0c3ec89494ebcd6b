// What contracts' `subject` functions are made of (OperationContract.subject). The input they
// read may be an older run's, of another shape: a missing field gives no subject, never a text
// such as 'usuario undefined'.
import { messages } from '../messages';

const t = messages.subject;

/** A text field as it is ('ana@estudio.com', a person's or a notification's name). */
export function textSubject(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** An organization user by id: 'usuario 42'. */
export function userSubject(userId: unknown): string | null {
  return typeof userId === 'number' && Number.isInteger(userId) ? t.user(userId) : null;
}

/** A Mi Estudio module by code: 'módulo FirmCustomer'. */
export function moduleSubject(code: unknown): string | null {
  const text = textSubject(code);
  return text ? t.module(text) : null;
}

/** A Mi Estudio cap by code: 'tope MAXQ'. */
export function parameterSubject(code: unknown): string | null {
  const text = textSubject(code);
  return text ? t.parameter(text) : null;
}
