// Rules of the 'Usuarios' search (spec 1 §2, §5, §8). Pure, so they are unit-tested alone.
import type { ApiError } from '../../shared/api/errors';

/** Enter (and Buscar) only search when the field is not empty; e-mail format is not checked. */
export function searchTerm(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed || undefined;
}

/**
 * How a failed search shows: 'No se encontró el usuario ingresado.' under the field (no toast)
 * when the account does not exist; any other failure is the generic toast.
 */
export function searchFailure(error: Pick<ApiError, 'status' | 'code'>): 'field' | 'toast' | 'session' {
  if (error.status === 401 || error.status === 403) return 'session';
  return error.status === 404 && error.code === 'USER_NOT_FOUND' ? 'field' : 'toast';
}
