// POST /api/me-bulk/csv-enablement/document: sends the chosen file as it is and answers its
// normalized rows, or 'El documento es incorrecto.' with the bad rows.
import { useMutation } from '@tanstack/react-query';
import { apiFetch, toApiError } from '../../../shared/api/client';
import type { components } from '../../../../../openapi/schema';

export type CsvDocument = components['schemas']['CsvEnablementDocument'];
export type CsvDocumentError = components['schemas']['CsvEnablementDocumentError'];

export class CsvDocumentRejected extends Error {
  constructor(readonly detail: CsvDocumentError) {
    super(detail.message);
    this.name = 'CsvDocumentRejected';
  }
}

async function checkCsvDocument(file: File): Promise<CsvDocument> {
  const response = await apiFetch('/api/me-bulk/csv-enablement/document', {
    method: 'POST',
    headers: { 'content-type': file.type || 'text/csv', 'x-file-name': encodeURIComponent(file.name) },
    body: file,
  });
  if (response.ok) return (await response.json()) as CsvDocument;
  if (response.status === 400) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as Partial<CsvDocumentError> | null;
    // Spec 2 §8: this code is 'El documento es incorrecto.'; anything else, 'Error en el proceso'.
    if (body?.code === 'eAuthzErrorUndefinedRequestParameter')
      throw new CsvDocumentRejected(body as CsvDocumentError);
  }
  throw await toApiError(response);
}

export function useCheckCsvDocument() {
  return useMutation({ mutationFn: checkCsvDocument, meta: { handlesErrors: true } });
}
