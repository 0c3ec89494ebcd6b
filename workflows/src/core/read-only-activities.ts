// The step activities that only read: they look something up on the platform and change
// nothing. A workflow runs them as local activities (core/step-activities.ts), and the worker
// refuses any write one of them tries (worker/src/activity-calls.ts), so a name on this list
// that writes fails every test that runs it instead of running as a read.
//
// Why a read may be local and a write may not: a local activity's result is recorded only when
// its workflow task completes, so a task that fails runs it again. A read run again sees the
// same world, because a task never both runs a write and waits on it: writes are normal
// activities, whose results are recorded when they complete. A write run again in a replayed
// task would be a second effect, and the reads after it would see it.
export const READ_ONLY_STEP_ACTIVITIES: ReadonlySet<string> = new Set([
  'checkNewSubscriber',
  'checkSubscriberCapacity',
  'findActiveInvite',
  'findCreatedNotification',
  'findIdentityUser',
  'findLinkedSuspension',
  'findLoginAccount',
  'findLoginAccountByEmail',
  'getCommSubscription',
  'getMeInitialisationState',
  'getMeInstance',
  'getMeOrganization',
  'getMeStudyName',
  'getMeUserCandidate',
  'getMeUserFolder',
  'getOrganization',
  'getOrganizationLinks',
  'getStudyFolder',
  'getSubscriberUserTarget',
  'isExtensionEnabled',
  'listSessions',
  'meDetailGetInstance',
  'meDetailGetUserAccess',
  'meDetailGetUserRole',
  'subscriberOfUser',
]);
