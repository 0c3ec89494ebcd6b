// Rules of the storage operations that need no service call. Pure, so they are unit-tested alone.
import type { ItemState } from '../../core/progress';
import type { ReviewedDocument } from './activities';

/** The per-document elements of a restore, labelled with the document's name and path. */
export function restoreItems(documents: readonly ReviewedDocument[]): ItemState[] {
  return documents.map((document) => ({
    key: document.documentId,
    label: document.name
      ? document.absolutePath
        ? `${document.name} (${document.absolutePath})`
        : document.name
      : document.documentId,
    status: 'pending',
    startedAt: null,
    finishedAt: null,
  }));
}

/** Whether the review found the document still in the bin (else a repeat restore is a no-op). */
export function wasInBin(documents: readonly ReviewedDocument[], documentId: string): boolean {
  return documents.some((document) => document.documentId === documentId && document.name !== null);
}
