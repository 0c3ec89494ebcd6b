// The Mi Estudio enablement's defaults (spec 2 §9): caps, modules and expiry. Plain data, used
// by the dialog's schema and by the workflows, inside Temporal's sandbox.
/** Default expiry of the enablement dialog (spec 2 §9). */
export const ME_DEFAULT_EXPIRY = '2099-12-31';

/**
 * The enablement dialog's caps, keyed by the parameter they set. Spec 2 §9 warns that the
 * source pairs defaults and cap labels inconsistently; we pair them by the parameter codes,
 * whose names say what each counts: User.MaxFirmStaffCount 2 (collaborator users including the
 * admin), FirmCustomer.MaxFirmCustomerCount 50 (studio clients), User.MaxFirmCustomerStaffCount
 * 75 (collaborators of studio clients), Storage.MaxCapacityGB 25, and
 * CommunicationVE.MaxFirmCustomerCount 0 (e-Ventanilla clients, fixed and read-only).
 */
export const ME_CAPS = [
  {
    field: 'maxFirmStaffCount',
    code: 'User.MaxFirmStaffCount',
    ref: 'ME.USER.MAX-FIRM-STAFF-COUNT',
    default: 2,
  },
  {
    field: 'maxFirmCustomerCount',
    code: 'FirmCustomer.MaxFirmCustomerCount',
    ref: 'ME.FIRM-CUSTOMER.MAX-FIRM-CUSTOMER-COUNT',
    default: 50,
  },
  {
    field: 'maxFirmCustomerStaffCount',
    code: 'User.MaxFirmCustomerStaffCount',
    ref: 'ME.USER.MAX-FIRM-CUSTOMER-STAFF-COUNT',
    default: 75,
  },
  { field: 'maxCapacityGB', code: 'Storage.MaxCapacityGB', ref: 'ME.STORAGE.MAX-CAPACITY-GB', default: 25 },
] as const;

/** What the enablement request reads of the input: each cap and the access's last day. */
export type MeEnablementChoices = Record<(typeof ME_CAPS)[number]['field'], number> & {
  accessFinishDate: string;
};

export const ME_EVENTANILLA_CAP = { code: 'CommunicationVE.MaxFirmCustomerCount', value: 0 } as const;

/** The modules of ME Basic (the spec does not list them; ours: firm management, clients, storage). */
export const ME_BASIC_MODULES = ['OrgFirmMgmnt', 'FirmCustomer', 'Storage'] as const;

export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
