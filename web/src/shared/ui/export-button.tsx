// 'Exportar CSV': downloads a record the api exports (GET /api/exports/...) with the filters on
// screen. The file is fetched with the session's bearer header (a plain link would carry no
// token), then handed to the browser as a download; the api streams it, so a large export
// starts arriving at once. Any record with an export endpoint uses this one button.
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { apiFetch, toApiError } from '../api/client';
import { messages } from '../messages';
import { Button } from './button';
import { notifyError } from './snackbar';

/** The file name the api suggests (content-disposition), else the given one. */
function fileNameOf(response: Response, fallback: string): string {
  const suggested = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return suggested ?? fallback;
}

export function ExportButton({
  path,
  filters,
  fileName,
  label = messages.app.exportCsv,
  testId = 'export-csv',
}: {
  /** The export endpoint, e.g. /api/exports/approvals. */
  path: string;
  /** The filters on screen, as the api names them (empty ones are left out). */
  filters: Record<string, string | undefined>;
  fileName: string;
  label?: string;
  testId?: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const query = new URLSearchParams({ format: 'csv' });
      for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
      const response = await apiFetch(`${path}?${query}`);
      if (!response.ok) throw await toApiError(response);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response, fileName);
      document.body.append(link);
      link.click();
      link.remove();
      // After the click has handed the file over.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notifyError(error instanceof Error && error.message ? error.message : messages.app.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      loading={busy}
      icon={<DownloadIcon size={16} aria-hidden />}
      onClick={() => void download()}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
