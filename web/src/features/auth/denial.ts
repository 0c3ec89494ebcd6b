// State of the access-denial modal (spec 2 §2.18), raised by the bootstrap and by 403 answers.
import { createStore, useStore } from '../../shared/lib/store';
import type { DenialReason } from './bootstrap';

export type Denial = {
  reason: DenialReason;
  /** Bootstrap failures show the 'authenticating' loader behind the modal. */
  authenticating: boolean;
  /** Server explanation of a 403, shown under the spec's text when it adds something. */
  detail?: string;
};

export const denialStore = createStore<Denial | null>(null);

export const useDenial = () => useStore(denialStore);

export function showDenial(
  reason: DenialReason,
  options: { authenticating?: boolean; detail?: string } = {},
): void {
  denialStore.set({
    reason,
    authenticating: options.authenticating ?? false,
    ...(options.detail ? { detail: options.detail } : {}),
  });
}

export function closeDenial(): void {
  denialStore.set(null);
}
