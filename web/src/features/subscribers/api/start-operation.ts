// Starting and following operations is shared (shared/operation-run); this names the ones
// the subscribers screens start besides 'subscriber.addUser'.
export type SubscriberOperationType =
  | 'subscriber.create'
  | 'subscriber.deactivateUser'
  | 'subscriber.cancelInvitation'
  | 'subscriber.resendInvitation'
  | 'user.edit';
