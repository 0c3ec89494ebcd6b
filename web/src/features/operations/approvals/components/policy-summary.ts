// A policy in one line, as the screen and the history read it.
import type { components } from '../../../../../../openapi/schema';
import { policyTexts as t, roleName } from '../messages';

type Setting = components['schemas']['ApprovalPolicySetting'];

export function policySummary(policy: Setting): string {
  if (!policy.required) return t.none;
  return [t.approvers(policy.approvers), policy.condition, t.expires(policy.expiresInHours)].join(' · ');
}

export const approverNames = (policy: Setting): string => policy.roles.map(roleName).join(', ');
