// What the Temporal UI door lets through: reading. Every call of Temporal's HTTP API that
// changes something (terminate, cancel, signal, reset, start, update, batch, schedules,
// namespaces, deployments...) is a POST or a DELETE (its openapiv2 routes); every GET only
// reads. So the door takes GET and HEAD and nothing else: the same line the Temporal UI
// server draws itself with DisableWriteActions (it refuses every method but GET), which the
// embedded dev server cannot be told. Queries (a POST) are refused with the rest: they run
// the workflow's code on a worker, and the production UI server refuses them too.
import type { Request } from 'express';

const READ_METHODS = new Set(['GET', 'HEAD']);

/** Headers some gateways honour to turn one method into another; the UI never sends them. */
const METHOD_OVERRIDE_HEADERS = ['x-http-method-override', 'x-http-method', 'x-method-override'];

export function isReadRequest(req: Request): boolean {
  return READ_METHODS.has(req.method) && METHOD_OVERRIDE_HEADERS.every((name) => !(name in req.headers));
}
