// Activities of the area — Mi Estudio: e-Ventanilla y clientes (spec 2 §2.16–§2.17). Each is one
// call to the legal communications service; the spec's refusals become non-retryable failures
// with its Spanish text, transport failures and 5xx stay retryable.
import { PlatformError, type PlatformClient } from '@cgi/platform/client';
import {
  businessFailure,
  eventanillaMessages,
  statusLabel,
  type EventanillaActivities,
} from '@cgi/workflows';
import { defineArea } from './area';

export function createMeEventanillaActivities(platform: PlatformClient): EventanillaActivities {
  return {
    async getCommSubscription({ cuit }) {
      try {
        const detail = await platform.legalCommunications.detail(cuit);
        return {
          communicationSubscriptionVEId: detail.communicationSubscriptionVEId,
          cuit: detail.cuitDestinatario,
          status: detail.subscriptionStatus,
        };
      } catch (error) {
        if (error instanceof PlatformError && error.isNotFound) {
          throw businessFailure('SUBSCRIPTION_NOT_FOUND', eventanillaMessages.subscriptionNotFound);
        }
        throw error;
      }
    },

    async changeCommSubscriptionStatus({ communicationSubscriptionVEId, from, to, actorEmail }) {
      try {
        const detail = await platform.legalCommunications.changeStatus({
          communicationSubscriptionVEId,
          serviceStatus: to as never,
          eventActionUser: actorEmail,
        });
        return { status: detail.subscriptionStatus, lastStatusChangeDate: detail.lastStatusChangeDate };
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
        const code = error.body.codeMessageLanguage;
        if (code === 'cuitUsedByMoreThanOneCustomer') {
          throw businessFailure(
            'CUIT_USED_BY_MORE_THAN_ONE_CLIENT',
            eventanillaMessages.cuitUsedByMoreThanOneClient,
          );
        }
        if (error.isNotFound) {
          throw businessFailure('SUBSCRIPTION_NOT_FOUND', eventanillaMessages.subscriptionNotFound);
        }
        if (code === 'subscriptionStatusTransitionNotAllowed') {
          // The status moved since the workflow read it: the service holds the rule too.
          throw businessFailure(
            'TRANSITION_NOT_ALLOWED',
            eventanillaMessages.transitionNotAllowed(statusLabel(from), statusLabel(to)),
          );
        }
        if (!error.isTransient) {
          throw businessFailure('STATUS_CHANGE_FAILED', eventanillaMessages.statusChangeFailed);
        }
        throw error;
      }
    },
  };
}

export const meEventanillaArea = defineArea(({ platform }) => ({
  activities: createMeEventanillaActivities(platform),
}));
