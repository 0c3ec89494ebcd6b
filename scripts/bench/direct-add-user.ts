// Adding a user without the operation, for the benchmark's comparisons: the original browser app's
// platform calls (alone or at a rate), and the worker's own activities called one by one.
import {
  PlatformError,
  runWithCallContext,
  type createPlatformClient,
} from '../../platform/src/client/index';
import { createEventLogActivities } from '../../worker/src/activities/event-log';
import { createSubscriberAddUserActivities } from '../../worker/src/activities/subscriber-add-user';

const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

/**
 * Adds users straight on the platform, `perSecond` of them started each second whatever the
 * earlier ones take (the load the operation phase put on it), until `until` settles.
 */
export async function platformAtRate(
  platform: ReturnType<typeof createPlatformClient>,
  subscriberNumber: string,
  perSecond: number,
  until: Promise<unknown>,
  inputOf: (i: number) => { email: string; firstName: string; lastName: string },
): Promise<void> {
  let done = false;
  const finished = until.then(
    () => (done = true),
    () => (done = true),
  );
  const calls: Promise<void>[] = [];
  const t0 = performance.now();
  for (let i = 0; !done; i++) {
    calls.push(directAddUser(platform, subscriberNumber, inputOf(i)).catch(() => undefined));
    const next = t0 + ((i + 1) * 1000) / perSecond;
    await Promise.race([sleep(Math.max(0, next - performance.now())), finished]);
  }
  await Promise.all(calls);
}

/** The original browser app's calls for one user, in its order. */
export async function directAddUser(
  platform: ReturnType<typeof createPlatformClient>,
  subscriberNumber: string,
  user: { email: string; firstName: string; lastName: string },
): Promise<void> {
  const tx = `direct/${user.email}`;
  const log = (text: string) =>
    platform.eventLog
      .push({ transactionId: tx, processName: 'subscriber.addUser', logType: 'NOTIFY', eventText: text })
      .catch(() => undefined);
  const subscriber = await platform.subscribers.byNumber(subscriberNumber);
  await platform.subscribers.users(subscriberNumber);
  await log('capacidad verificada');
  try {
    await platform.loginAccounts.byEmail(user.email);
  } catch (error) {
    if (!(error instanceof PlatformError && error.status === 404)) throw error;
  }
  await log('cuenta buscada');
  const identity = await platform.authentication.createBaseAccount({
    username: user.email,
    password: `B${Date.now().toString(36)}x9aZ`,
  });
  await log('cuenta de identidad creada');
  const { loginAccount } = await platform.loginAccounts.create({
    accountExternalRefId: identity.cognitoUser.idCognito,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    modificationUser: 'soporte@consola.test',
    accountStatusCode: 'WAITING_VALIDATION',
  });
  await log('cuenta de acceso creada');
  await platform.organizations.linksOfLoginAccount(loginAccount.loginAccountId);
  await log('vínculos obtenidos');
  const link = await platform.organizations.addUser({
    loginAccountId: loginAccount.loginAccountId,
    organizationId: subscriber.organization_id!,
    organizationUserTypeCode: 'ORG-STAFF',
    organizationCommercialUserTypeCode: 'REGISTER',
    userStatusCode: 'WAITING_VALIDATION',
  });
  await log('vínculo creado');
  const organization = await platform.organizations.byId(subscriber.organization_id!);
  await platform.invites.createOrgStaffRegistration({
    inviteDate: new Date().toISOString(),
    accountEmail: user.email,
    userId: link.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    organizationName: organization.organizationName,
    organizationCuit: organization.organizationCuit,
    subscriberRefId: subscriberNumber,
  });
  await log('invitación enviada');
  await platform.subscribers.assignUser({
    user_id: link.userId,
    subscriber_id: subscriber.subscriber_id,
    creation_user: 'soporte@consola.test',
    creation_date: new Date().toISOString(),
  });
  await log('usuario asignado');
}

/**
 * Each call of `activities` as the worker's activity interceptor makes it (worker/src/
 * activity-calls.ts): inside a call context whose key scope names the run and the activity, so
 * its platform writes carry Idempotency-Keys and the platform stores them, as an operation's do.
 */
function keyedCalls<T extends object>(activities: T, run: () => string): T {
  return new Proxy(activities, {
    get(target, name) {
      const value: unknown = Reflect.get(target, name);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        runWithCallContext({ keyScope: `${run()}#${String(name)}` }, () =>
          (value as (...a: unknown[]) => Promise<unknown>).apply(target, args),
        );
    },
  });
}

/**
 * The worker's own activities for one user, called one after another in this process with no
 * Temporal between them, and the operation's event-log lines as the workflow writes them (one
 * batch at the end): the platform's own time in one operation, for the single-operation target.
 * The calls carry their idempotency keys, as the operation's do (exactly-once effects).
 */
export async function activitiesOneByOne(
  platform: ReturnType<typeof createPlatformClient>,
  runs: number,
  inputOf: (i: number) => {
    subscriberNumber: string;
    email: string;
    firstName: string;
    lastName: string;
    userTypeCode: string;
  },
): Promise<number[]> {
  let run = '';
  const activities = keyedCalls(createSubscriberAddUserActivities(platform), () => run);
  const eventLog = keyedCalls(createEventLogActivities(platform), () => run);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const user = inputOf(i);
    run = `actividades/${user.email}`;
    const t0 = performance.now();
    const subscriber = await activities.checkSubscriberCapacity({ subscriberNumber: user.subscriberNumber });
    await activities.findLoginAccountByEmail({ email: user.email });
    const identity = await activities.createIdentityAccount({ email: user.email });
    const account = await activities.createLoginAccount({
      externalRefId: identity.externalRefId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      actorEmail: 'soporte@consola.test',
    });
    await activities.getOrganizationLinks({ loginAccountId: account.loginAccountId });
    const link = await activities.createOrganizationLink({
      loginAccountId: account.loginAccountId,
      organizationId: subscriber.organizationId!,
      userTypeCode: user.userTypeCode,
    });
    await activities.sendRegistrationInvite({
      email: user.email,
      userId: link.userId,
      firstName: user.firstName,
      lastName: user.lastName,
      organizationId: subscriber.organizationId!,
      subscriberNumber: user.subscriberNumber,
    });
    await activities.assignUserToSubscriber({
      subscriberId: subscriber.subscriberId,
      subscriberNumber: user.subscriberNumber,
      userId: link.userId,
      actorEmail: 'soporte@consola.test',
    });
    await eventLog.logOperationEvents({
      transactionId: `actividades/${user.email}`,
      processName: 'subscriber.addUser',
      eventTexts: Array.from({ length: 9 }, (_, n) => `paso ${n + 1}: completado (intentos: 1)`),
    });
    times.push(performance.now() - t0);
  }
  return times;
}
