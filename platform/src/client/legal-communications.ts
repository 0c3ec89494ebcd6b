// Legal communications service, e-Ventanilla (spec 2 §7): one subscription per CUIT, its
// status history and the firm customers that use it.
import type { Call } from './http';
import type { Avatar } from './suborganizations';

export const subscriptionStatusCodes = [
  'DELEGATION-MISSING',
  'WAITING-DELEGATION',
  'DELEGATION-ACCEPTED',
  'ACTIVE-LOAD-FAIL',
  'ACTIVE-LOAD-FAIL-NO-AUTH',
  'ACTIVE-LOAD-SUCCESS',
  'DISABLED',
  'DELEGATION-CANCEL-IN-PROGRESS',
] as const;
export type SubscriptionStatusCode = (typeof subscriptionStatusCodes)[number];

export interface CommSubscription {
  communicationSubscriptionVEId: number;
  cuitDestinatario: string;
  subscriptionStatus: SubscriptionStatusCode;
  subscriptionStatusDesc: string;
  lastStatusChangeDate: string;
  eventActionUser: string;
  /** Ours: names of the firm customers using the subscription (the "Buscar por cliente" filter). */
  customerSuborganizationNames: string[];
}

/** A firm whose customer uses the subscription, with that firm's ME instance (spec 2 §3). */
export interface AssociatedFirm {
  customerSuborganizationId: number;
  customerSuborganizationLegalName: string;
  customerSuborganizationCuit: string | null;
  firmSuborganizationId: number;
  firmSuborganizationName: string;
  firmSuborganizationCuit: string | null;
  firmSuborganizationBasePictureURL: string | null;
  firmSuborganizationLogoPictureURL: string | null;
  firmSuborganizationAvatar: Avatar;
  isServiceEnabled: boolean;
  creationUser: string;
  creationDate: string;
  modificationUser: string | null;
  modificationDate: string | null;
  appCode: string | null;
  orgAppAccessStatusCode: string | null;
  baseApplicationInstance: boolean | null;
  activeAppUserCount: number | null;
  activeExternalAppUserCount: number | null;
  accessStartDate: string | null;
  accessFinishDate: string | null;
  applicationInstanceId: number | null;
}

export interface CommSubscriptionDetail extends CommSubscription {
  /** Newest first. */
  statusHistory: { status: SubscriptionStatusCode; statusDesc: string; date: string; operator: string }[];
  customerSuborgCommSubscriptionsVEList: AssociatedFirm[];
  /** Ours: the statuses a manual change may go to from the current one (spec 2 §4). */
  allowedStatusChanges: SubscriptionStatusCode[];
}

export interface CommSubscriptionSearch {
  cuitCliente?: string;
  customerSuborganizationName?: string | string[];
  subscriptionStatus?: SubscriptionStatusCode | SubscriptionStatusCode[];
}

export function legalCommunicationsClient(call: Call) {
  return {
    /** Newest status change first; empty filter fields are ignored. */
    search: (body: CommSubscriptionSearch = {}) =>
      call<CommSubscription[]>('legalCommunications', 'POST', '/getAllSubscriptionsCommunicationVE', {
        body,
        read: true,
      }),
    detail: (cuitCliente: string) =>
      call<CommSubscriptionDetail>(
        'legalCommunications',
        'GET',
        '/getCommSubscriptionDetailsCommunicationVE',
        {
          query: { cuitCliente },
        },
      ),
    /** Only along the allowed edges; a CUIT with more than one enabled customer is refused. */
    changeStatus: (body: {
      communicationSubscriptionVEId: number;
      serviceStatus: SubscriptionStatusCode;
      eventActionUser?: string;
    }) =>
      call<CommSubscriptionDetail>('legalCommunications', 'PATCH', '/updateSubscriptionCommunicationVE', {
        body,
      }),
  };
}
