// The api's HTTP server, for `main.ts` and the tests' api alike. Node's default head size
// (16 KiB for the request line and headers) answers 431 to URLs the contract admits: a
// 2,000-character page token and the filters, percent-encoded, reach about 30 KiB.
import { createServer, type RequestListener, type Server } from 'node:http';

/** The request line and headers a request may carry. */
export const MAX_REQUEST_HEAD_BYTES = 64 * 1024;

export function createApiServer(app: RequestListener): Server {
  return createServer({ maxHeaderSize: MAX_REQUEST_HEAD_BYTES }, app);
}
