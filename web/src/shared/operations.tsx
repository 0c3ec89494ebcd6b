// The port through which features start and show operations without importing the
// operations feature: the app provides the implementation (dependency inversion keeps the
// shared → features → app import flow one-way).
import { createContext, useContext, type ComponentType } from 'react';
import type { Operation } from './api/types';

export type OperationsPort = {
  /** Follows an accepted operation (202 answer) until it ends; onSettled runs even if the view closed. */
  track: (accepted: Operation, onSettled: (operation: Operation) => void) => void;
  /** Live view of a tracked operation: steps, status, failure text, link to Temporal. */
  Progress: ComponentType<{ id: string }>;
  /** Latest known state of a tracked operation. */
  useOperation: (id: string | null) => Operation | undefined;
  /**
   * 'Ver historial de operaciones' of a subscriber, organization, organization user, login
   * e-mail or study: every operation that touched it (`related`: `kind:id`, see
   * relatedKeyOf), newest first. Renders nothing for roles that cannot see operations.
   */
  HistoryLink: ComponentType<{ related: string }>;
};

export type RelatedKind = 'subscriber' | 'organization' | 'user' | 'email' | 'study';

/** The key the api records for an entity an operation touched (same as the workflows' relatedKey). */
export function relatedKeyOf(kind: RelatedKind, id: string | number): string {
  return `${kind}:${String(id).trim().toLowerCase()}`;
}

const OperationsContext = createContext<OperationsPort | null>(null);

export const OperationsProvider = OperationsContext.Provider;

export function useOperations(): OperationsPort {
  const port = useContext(OperationsContext);
  if (!port) throw new Error('OperationsProvider is missing');
  return port;
}
