// Identity tools (spec 2 §7 "Identity and impersonation"): the console's job login and the
// two-step impersonation (notify user → jwt2, generateJwt3 → jwt3). Both impersonation calls
// answer 302 on success; the client reads the token from the body instead of following it.
import type { Call } from './http';

export interface ImpersonationToken {
  /** Seconds the token lives (12 hours for the user tokens). */
  expiresIn: number;
  appCode?: string;
  email?: string;
}

export function identityToolsClient(call: Call) {
  return {
    jobLogin: (jobKey: string) =>
      call<{ jwt2: string; expiresIn: number }>('identityTools', 'POST', '/jobLoginEAuth', {
        body: { jobKey },
        read: true,
      }),
    /** Needs the job's jwt2 as bearer; answers the user's jwt2 (HTTP 302). A failure body
     * names the failing api in `api`. */
    notifyUser: (body: { email: string; appCode: string }, jobJwt2: string) =>
      call<ImpersonationToken & { jwt2: string }>('identityTools', 'POST', '/notifyUserEAuth', {
        body,
        bearer: jobJwt2,
        acceptRedirect: true,
        read: true,
      }),
    generateJwt3: (body: { appCode: string; jwt2: string }) =>
      call<ImpersonationToken & { jwt3: string }>('identityTools', 'POST', '/generateJwt3', {
        body,
        acceptRedirect: true,
        read: true,
      }),
  };
}
