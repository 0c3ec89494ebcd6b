// One POST to an alert's webhook through an undici dispatcher whose connector checks every
// address the connection would use against the destination rules (@cgi/workflows/webhooks):
// an address written in the URL before connecting, a name's every resolved address in the
// lookup the socket itself calls, so a name that resolves elsewhere since the rule was saved
// (DNS rebinding) is refused at connect time. Redirects are not followed, and of the answer only
// whether it was 2xx is kept: its status and body never reach anyone.
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import {
  systemLookup,
  webhookDestinationOf,
  type Lookup,
  type WebhookDestination,
  type WebhookDestinationRules,
  type WebhookRefusal,
} from '@cgi/workflows/webhooks';
import { Agent, buildConnector, request } from 'undici';

export type WebhookPostResult =
  | { outcome: 'delivered' }
  /** The rules refuse the destination: no byte was sent. */
  | { outcome: 'refused'; refusal: WebhookRefusal }
  /** The receiver answered something other than 2xx; `final` when retrying cannot change it. */
  | { outcome: 'notAccepted'; final: boolean }
  /** No answer (connection refused, reset, timeout). */
  | { outcome: 'noAnswer' };

/** A connection the destination rules refused. */
export class WebhookDestinationRefused extends Error {
  constructor(readonly refusal: WebhookRefusal) {
    super(refusal.message);
    this.name = 'WebhookDestinationRefused';
  }
}

/** The lookup the socket calls: every address checked, then answered in the shape asked for. */
function guardedLookup(destination: WebhookDestination, lookup: Lookup): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname).then(
      (addresses) => {
        for (const { address } of addresses) {
          const refusal = destination.refusalOf(address);
          if (refusal) {
            callback(new WebhookDestinationRefused(refusal), '', 0);
            return;
          }
        }
        const wanted = options.family
          ? addresses.filter((entry) => entry.family === options.family)
          : [...addresses];
        const first = wanted[0];
        if (!first) {
          const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
          callback(error, '', 0);
        } else if (options.all) {
          (callback as unknown as (error: null, all: { address: string; family: number }[]) => void)(
            null,
            wanted,
          );
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

function refusedCause(error: unknown): WebhookRefusal | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof WebhookDestinationRefused) return cause.refusal;
  }
  return undefined;
}

export async function postWebhook(
  rawUrl: string,
  message: { body: string; headers: Record<string, string> },
  rules: WebhookDestinationRules,
  timeoutMs = 10_000,
): Promise<WebhookPostResult> {
  const prepared = await webhookDestinationOf(rawUrl, rules);
  if (prepared.refusal) return { outcome: 'refused', refusal: prepared.refusal };
  const { destination } = prepared;
  if (destination.schemeRefusal) return { outcome: 'refused', refusal: destination.schemeRefusal };
  const base = buildConnector({
    lookup: guardedLookup(destination, rules.lookup ?? systemLookup),
    timeout: timeoutMs,
  });
  const dispatcher = new Agent({
    connections: 1,
    connect(options, callback) {
      // An address in the URL is never looked up: checked here, before any socket exists.
      const refusal = isIP(options.hostname) ? destination.refusalOf(options.hostname) : null;
      if (refusal) {
        callback(new WebhookDestinationRefused(refusal), null);
        return;
      }
      base(options, callback);
    },
  });
  try {
    const response = await request(destination.url, {
      method: 'POST',
      headers: message.headers,
      body: message.body,
      dispatcher,
      signal: AbortSignal.timeout(timeoutMs),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    // What the receiver says is not ours to keep: the body is discarded unread.
    await response.body.dump();
    const status = response.statusCode;
    if (status >= 200 && status < 300) return { outcome: 'delivered' };
    // A redirect or a 4xx says the request goes nowhere (but 408 and 429 ask for later).
    const final = status >= 300 && status < 500 && status !== 408 && status !== 429;
    return { outcome: 'notAccepted', final };
  } catch (error) {
    const refusal = refusedCause(error);
    return refusal ? { outcome: 'refused', refusal } : { outcome: 'noAnswer' };
  } finally {
    await dispatcher.destroy();
  }
}
