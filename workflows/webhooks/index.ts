// `@cgi/workflows/webhooks`: where an alert's webhook may point, shared by the api (when a rule is
// saved) and the worker (at every connection of a delivery). Outside src/ as codec/ is: it
// resolves names and reads the machine's interfaces, which workflow code may not.
import { z } from 'zod';
import { parseAllowedHosts } from './destinations';

export * from './addresses';
export * from './destinations';
export * from './own-services';

/** ALERT_WEBHOOK_ALLOWED_HOSTS as the api and the worker read it (read once, in their config). */
export const webhookAllowedHostsSchema = z
  .string()
  .optional()
  .transform((value, context) => {
    try {
      return parseAllowedHosts(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });
