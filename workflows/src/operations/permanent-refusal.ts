import type { RefusalExplanation } from './contract';

/**
 * A business refusal no retry gets past (the thing exists already, or is not there): why, what
 * to do instead, and why 'Reintentar' is not offered. Without a recheck it stands for good.
 */
export function permanentRefusal<TInput>(
  because: string,
  remedy: string,
  retryBlocked: string,
): RefusalExplanation<TInput> {
  return { because: () => because, remedy, retryBlocked: () => retryBlocked };
}
