// Activities of the security tools (spec 2 §7 "File-extension service", "Identity and
// impersonation", "Sessions service"): one platform call each, safe to repeat. Tokens never
// leave an activity in clear: they are sealed with the console's secrets (see sealToken).
import {
  identitySecretsFromEnv,
  openToken,
  PlatformError,
  sealToken,
  type ConsoleIdentitySecrets,
  type PlatformClient,
} from '@cgi/platform/client';
import {
  businessFailure,
  deviceTypeLabels,
  deviceTypeOf,
  elementFailure,
  securityMessages as m,
  SESSIONS_REVOKE_ALL,
  type SealedToken,
  type SecurityActivities,
} from '@cgi/workflows';
import { defineArea } from './area';
import { eachElement, type BulkProcessor } from './bulk';

const notFound = (error: unknown) => error instanceof PlatformError && error.isNotFound;
/** A 4xx other than the ones a step expects: repeating the call cannot help. */
const refused = (error: unknown) =>
  error instanceof PlatformError && error.status >= 400 && error.status < 500;

/** Revocations of one batch at a time, attempts of each and the first wait between them. */
const SESSION_CONCURRENCY = 5;
const SESSION_ATTEMPTS = 3;
const SESSION_BACKOFF_MS = 300;

/** §8: an impersonation failure that names the api whose data is missing. */
function impersonationFailure(error: unknown): never {
  if (error instanceof PlatformError && error.body.api) {
    throw businessFailure('IMPERSONATION_DATA', m.impersonationDataError(error.body.api));
  }
  if (refused(error)) throw businessFailure('IMPERSONATION_REFUSED', m.impersonationInternalError);
  throw error;
}

function open(token: SealedToken, secrets: ConsoleIdentitySecrets, context: string): string {
  const clear = openToken(token.sealed, secrets, context);
  if (!clear) throw businessFailure('TOKEN_UNREADABLE', m.impersonationInternalError);
  return clear;
}

/**
 * `secrets` default to the environment's (read once, when the worker builds its activities):
 * CONSOLE_IDENTITY_CLIENT_ID and CONSOLE_JOB_KEY, development values outside PROD.
 */
export function createSecurityActivities(
  platform: PlatformClient,
  secrets: ConsoleIdentitySecrets = identitySecretsFromEnv(process.env),
): SecurityActivities {
  return {
    async isExtensionEnabled({ extension }) {
      const { docs } = await platform.fileExtensions.all();
      return docs.some((doc) => doc.extensionCharCode === extension);
    },

    async enableExtension({ extension, actorEmail }) {
      try {
        await platform.fileExtensions.enable({ extension, creationUser: actorEmail });
      } catch (error) {
        // Enabled by an earlier attempt whose answer was lost: the effect is there.
        if (error instanceof PlatformError && error.body.codeMessageLanguage === 'fileExtensionAlreadyExists')
          return;
        if (error instanceof PlatformError && error.body.codeMessageLanguage === 'fileExtensionNotAllowed') {
          throw businessFailure('EXTENSION_NOT_ALLOWED', m.extensionNotAllowed);
        }
        if (refused(error)) throw businessFailure('EXTENSION_REFUSED', m.extensionMalformed);
        throw error;
      }
    },

    async disableExtension({ extension, actorEmail }) {
      try {
        await platform.fileExtensions.disable({ extension, modificationUser: actorEmail });
      } catch (error) {
        // The step checked it was enabled: a 404 now is an earlier attempt's (or someone's) effect.
        if (notFound(error)) return;
        if (refused(error)) throw businessFailure('EXTENSION_REFUSED', m.fileExtensionsService);
        throw error;
      }
    },

    async findIdentityUser({ email }) {
      try {
        const { user } = await platform.authentication.getUser(email);
        return { username: user.Username, status: user.UserStatus };
      } catch (error) {
        if (notFound(error)) throw businessFailure('IDENTITY_USER_NOT_FOUND', m.userNotInIdentity);
        throw error;
      }
    },

    async setIdentityPassword({ username, encryptedPassword }) {
      try {
        // Setting the same password twice is harmless, so a repeated attempt is safe.
        await platform.authentication.setPassword(username, encryptedPassword);
      } catch (error) {
        if (notFound(error)) throw businessFailure('IDENTITY_USER_NOT_FOUND', m.userNotInIdentity);
        if (error instanceof PlatformError && error.body.codeMessageLanguage === 'InvalidPasswordException') {
          throw businessFailure('PASSWORD_POLICY', m.passwordHint);
        }
        // Never the service's words here: they could echo what was sent.
        if (refused(error)) throw businessFailure('PASSWORD_REFUSED', m.passwordFailed);
        throw error;
      }
    },

    async findLoginAccount({ email, mode }) {
      try {
        const { loginAccount } = await platform.loginAccounts.byEmail(email);
        return { loginAccountId: loginAccount.loginAccountId };
      } catch (error) {
        if (notFound(error)) {
          throw businessFailure(
            'LOGIN_ACCOUNT_NOT_FOUND',
            mode === 'subscriberProducts'
              ? m.subscriberDataError
              : m.impersonationDataError('loginAccountByEmail'),
          );
        }
        throw error;
      }
    },

    async jobLogin({ context }) {
      try {
        const { jwt2, expiresIn } = await platform.identityTools.jobLogin(secrets.jobKey);
        return { sealed: sealToken(jwt2, secrets, context), expiresIn };
      } catch (error) {
        return impersonationFailure(error);
      }
    },

    async notifyUser({ email, appCode, jobToken, context, sealFor }) {
      const job = open(jobToken, secrets, context);
      try {
        const answer = await platform.identityTools.notifyUser({ email, appCode }, job);
        return { sealed: sealToken(answer.jwt2, secrets, sealFor), expiresIn: answer.expiresIn };
      } catch (error) {
        return impersonationFailure(error);
      }
    },

    async generateJwt3({ appCode, userToken, context, sealFor }) {
      const jwt2 = open(userToken, secrets, context);
      try {
        const answer = await platform.identityTools.generateJwt3({ appCode, jwt2 });
        return { sealed: sealToken(answer.jwt3, secrets, sealFor), expiresIn: answer.expiresIn };
      } catch (error) {
        return impersonationFailure(error);
      }
    },

    async subscriberOfUser({ email }) {
      try {
        const subscriber = await platform.legacyUsers.subscriberByEmail(email);
        return {
          subscriptionNumber: subscriber.subscriptionNumber,
          subscriberName: subscriber.subscriberName,
        };
      } catch (error) {
        if (refused(error)) throw businessFailure('SUBSCRIBER_DATA', m.subscriberDataError);
        throw error;
      }
    },

    async auditImpersonation({ actor, email, mode, operationId, reason }) {
      // One entry per operation: a repeated attempt finds its own entry and writes nothing.
      const earlier = await platform.eventLog.auditOf('impersonation', email);
      if (earlier.some((entry) => entry.detail?.operationId === operationId)) return;
      await platform.eventLog.audit({
        actionUser: actor,
        actionName: 'IMPERSONATE',
        entityType: 'impersonation',
        entityId: email,
        detail: { operationId, mode, reason },
      });
    },

    async listSessions({ loginAccountId, email }) {
      try {
        const { loginAccount } = await platform.loginAccounts.byId(loginAccountId);
        if (loginAccount.email.toLowerCase() !== email.toLowerCase()) {
          throw businessFailure('ACCOUNT_MISMATCH', m.loginAccountNotFound);
        }
      } catch (error) {
        if (notFound(error)) throw businessFailure('LOGIN_ACCOUNT_NOT_FOUND', m.loginAccountNotFound);
        throw error;
      }
      try {
        const sessions = await platform.sessions.ofAccount(loginAccountId);
        return sessions.map((session) => ({
          uuidDeviceSession: session.uuidDeviceSession,
          label: [
            session.clientArchInfo.deviceModel ?? deviceTypeLabels[deviceTypeOf(null)],
            session.clientAgentInfo.name,
            session.clientLocalizationInfo.city,
            session.clientLocalizationInfo.ip,
          ]
            .filter(Boolean)
            .join(' · '),
        }));
      } catch (error) {
        // §8: 'uuidDeviceSession not exists' simply means no open sessions.
        if (error instanceof PlatformError && error.messageIncludes('uuidDeviceSession not exists'))
          return [];
        if (refused(error)) throw businessFailure('SESSIONS_LOAD', m.sessionsLoadFailed);
        throw error;
      }
    },

    async revokeSessions({ uuidDeviceSessions }) {
      const revokeOne = async (uuidDeviceSession: string) => {
        for (let attempt = 1; ; attempt++) {
          try {
            await platform.sessions.revoke(uuidDeviceSession);
            return { uuidDeviceSession, outcome: 'revoked' as const };
          } catch (error) {
            if (error instanceof PlatformError && error.messageIncludes('uuidDeviceSession not exists')) {
              return { uuidDeviceSession, outcome: 'gone' as const };
            }
            const transient = !(error instanceof PlatformError) || error.isTransient;
            if (!transient || attempt >= SESSION_ATTEMPTS) {
              return {
                uuidDeviceSession,
                outcome: 'failed' as const,
                error: error instanceof Error ? elementFailure(error).error : m.sessionNotRemoved,
              };
            }
          }
          await new Promise((resolve) => setTimeout(resolve, SESSION_BACKOFF_MS * attempt));
        }
      };
      // A few at a time: the batch is one activity, the service sees a bounded load.
      const outcomes: Awaited<ReturnType<typeof revokeOne>>[] = [];
      for (let i = 0; i < uuidDeviceSessions.length; i += SESSION_CONCURRENCY) {
        outcomes.push(
          ...(await Promise.all(uuidDeviceSessions.slice(i, i + SESSION_CONCURRENCY).map(revokeOne))),
        );
      }
      return outcomes;
    },

    async revokeSession({ uuidDeviceSession }) {
      try {
        await platform.sessions.revoke(uuidDeviceSession);
        return 'revoked';
      } catch (error) {
        if (error instanceof PlatformError && error.messageIncludes('uuidDeviceSession not exists'))
          return 'gone';
        if (refused(error)) throw businessFailure('SESSION_REVOKE', m.sessionNotRemoved);
        throw error;
      }
    },
  };
}

export const securityArea = defineArea(({ platform }) => {
  const activities = createSecurityActivities(platform);
  return { activities, bulkProcessors: { [SESSIONS_REVOKE_ALL]: revokeAllProcessor(activities) } };
});

function revokeAllProcessor(security: SecurityActivities): BulkProcessor {
  return {
    batchSize: 1,
    async prepare(run) {
      const input = run.input as { loginAccountId: number; email: string };
      const sessions = await security.listSessions(input);
      return sessions.map((session) => ({
        key: session.uuidDeviceSession,
        label: session.label,
        payload: { uuidDeviceSession: session.uuidDeviceSession },
      }));
    },
    process: (batch) =>
      eachElement(batch, async (element) => {
        const outcome = await security.revokeSession({ uuidDeviceSession: element.key });
        return outcome === 'revoked'
          ? { status: 'done', note: m.sessionRemoved }
          : { status: 'skipped', note: m.sessionAlreadyGone };
      }),
  };
}
