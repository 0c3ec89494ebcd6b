// The request id of the request being served, wherever the code is (log lines, the Temporal
// client interceptor), without passing it through every call: an AsyncLocalStorage entered by
// the first middleware. A caller's own `x-request-id` is kept when it looks like an id.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

export const REQUEST_ID_HTTP_HEADER = 'x-request-id';

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();
const acceptable = /^[A-Za-z0-9._:-]{8,100}$/;

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

export function requestContext(): RequestHandler {
  return (req, res, next) => {
    const given = req.get(REQUEST_ID_HTTP_HEADER);
    const requestId = given && acceptable.test(given) ? given : randomUUID();
    res.setHeader(REQUEST_ID_HTTP_HEADER, requestId);
    storage.run({ requestId }, next);
  };
}
