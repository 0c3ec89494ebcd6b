// Reads a multipart/form-data body (the CSV upload of the authorization service). Bodies are
// small (a CSV of organizations), so the whole body is buffered under a size limit.
import type { Request } from 'express';

export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

export class MultipartError extends Error {
  override name = 'MultipartError';
}

async function readBody(req: Request, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new MultipartError(`body larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function headerParam(header: string, param: string): string | undefined {
  const match = new RegExp(`${param}="([^"]*)"|${param}=([^;\\s]+)`, 'i').exec(header);
  return match?.[1] ?? match?.[2];
}

export async function readMultipart(req: Request, maxBytes = 5 * 1024 * 1024): Promise<FormPart[]> {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(type)) throw new MultipartError('expected multipart/form-data');
  const boundary = headerParam(type, 'boundary');
  if (!boundary) throw new MultipartError('multipart body without boundary');
  const body = await readBody(req, maxBytes);
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FormPart[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const afterDelimiter = start + delimiter.length;
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, afterDelimiter);
    if (next === -1) break;
    // Each part: CRLF, headers, blank line, content, CRLF before the next delimiter.
    const part = body.subarray(afterDelimiter + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    if (split !== -1) {
      const headers = part.subarray(0, split).toString('utf8');
      const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? '';
      const name = headerParam(disposition, 'name');
      if (name) {
        parts.push({
          name,
          filename: headerParam(disposition, 'filename'),
          contentType: /content-type:\s*([^\r\n]*)/i.exec(headers)?.[1]?.trim(),
          data: part.subarray(split + 4),
        });
      }
    }
    start = next;
  }
  return parts;
}
