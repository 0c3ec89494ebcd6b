// What an alert's webhook receives: a JSON body whose `text` chat tools (Slack, Teams, Google
// Chat) display as it is, signed with HMAC-SHA256 over the exact body bytes
// (`X-Consola-Signature: sha256=<hex>`), and an `Idempotency-Key` that stays the same on every
// attempt of the same alert, so a receiver that got it already can ignore a repeat.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StoredAlert } from '@cgi/console-store';
import { contractOf } from '@cgi/workflows';

export const SIGNATURE_HEADER = 'X-Consola-Signature';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface AlertWebhookBody {
  /** The sentence a chat tool shows, in Spanish. */
  text: string;
  alert: {
    id: string;
    kind: StoredAlert['kind'];
    firedAt: string;
    rule: { id: string; name: string };
    operation: { id: string; type: string | null; label: string | null } | null;
    operationType: string | null;
    /** Where to look in the console: the operation, or the filtered list. */
    link: string;
  };
}

/** The console's path an alert links to: the operation, or the list with the rule's filter. */
export function alertLinkPath(alert: Pick<StoredAlert, 'operationId' | 'listFilter'>): string {
  if (alert.operationId) return `/operations/${encodeURIComponent(alert.operationId)}`;
  const query = new URLSearchParams(alert.listFilter ?? {}).toString();
  return `/operations${query ? `?${query}` : ''}`;
}

export function webhookBodyOf(alert: StoredAlert, consoleUrl: string | undefined): AlertWebhookBody {
  const path = alertLinkPath(alert);
  const link = consoleUrl ? new URL(path, consoleUrl).href : path;
  const label = alert.operationType ? (contractOf(alert.operationType)?.label ?? alert.operationType) : null;
  return {
    text: consoleUrl ? `${alert.text} ${link}` : alert.text,
    alert: {
      id: alert.id,
      kind: alert.kind,
      firedAt: alert.firedAt,
      rule: { id: alert.ruleId, name: alert.ruleName },
      operation: alert.operationId ? { id: alert.operationId, type: alert.operationType, label } : null,
      operationType: alert.operationType,
      link,
    },
  };
}

/** `sha256=<hex>` of the body with the secret. */
export function signatureOf(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/** What a receiver does: recompute the signature over the raw body and compare in constant time. */
export function verifySignature(body: string, secret: string, header: string | undefined | null): boolean {
  if (!header) return false;
  const expected = Buffer.from(signatureOf(body, secret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const idempotencyKeyOf = (alertId: string) => `consola-alerta-${alertId}`;
