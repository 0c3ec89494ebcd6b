// Row shapes of the tables the ME-area families added (migrations 010-018), keyed by
// column name like rows.ts.

type Cell = string | number | boolean | null;

export interface SuborganizationStaffRow {
  suborganization_id: number;
  user_id: number;
  creation_date: string;
  creation_user: string;
  [column: string]: Cell;
}

export interface SuborganizationGroupRow {
  suborganization_group_id: number;
  suborganization_group_desc: string;
  creation_date: string;
  [column: string]: Cell;
}

export interface SuborganizationGroupMemberRow {
  suborganization_group_id: number;
  suborganization_id: number;
  [column: string]: Cell;
}

export interface SystemDirectoryRow {
  directory_id: number;
  suborganization_id: number;
  user_id: number | null;
  directory_name: string;
  status_code: string;
  is_deleted: boolean;
  size_bytes: number;
  creation_date: string;
  creation_user: string;
  [column: string]: Cell;
}

export interface RecycleDocumentRow {
  document_id: string;
  suborganization_id: number;
  document_name: string;
  document_type: string;
  size_bytes: number;
  absolute_path: string;
  creation_date: string;
  creation_user: string;
  purge_date: string;
  purge_action_user: string;
  [column: string]: Cell;
}

export interface ApplicationInstanceRow {
  application_instance_id: number;
  app_code: string;
  organization_id: number;
  base_suborganization_id: number;
  org_app_access_status_code: string;
  base_application_instance: boolean;
  active_external_app_user_count: number;
  access_start_date: string;
  access_finish_date: string | null;
  creation_date: string;
  creation_user: string;
  [column: string]: Cell;
}

export interface ApplicationInstanceModuleRow {
  application_instance_id: number;
  app_module_id: number;
  start_date: string;
  finish_date: string | null;
  [column: string]: Cell;
}

export interface ApplicationInstanceParameterRow {
  application_instance_id: number;
  app_parameter_code: string;
  parameter_num_value: number;
  product_parameter_ref_code: string | null;
  [column: string]: Cell;
}

export interface UserAppAccessRow {
  user_app_access_id: number;
  application_instance_id: number;
  user_id: number;
  user_app_access_status_code: string;
  access_start_date: string;
  access_finish_date: string | null;
  creation_date: string;
  [column: string]: Cell;
}

export interface UserAppRoleRow {
  application_instance_id: number;
  user_id: number;
  app_role_code: string;
  suborganization_id: number;
  creation_date: string;
  creation_user: string;
  [column: string]: Cell;
}

export interface GlobalNotificationRow {
  notification_id: number;
  notification_title: string;
  notification_text: string;
  validity_start_date: string;
  validity_finish_date: string | null;
  is_active: boolean;
  app_code: string;
  notification_type_id: number;
  related_notification_id: number | null;
  creation_date: string;
  creation_user: string;
  [column: string]: Cell;
}

export interface GlobalNotificationChannelRow {
  notification_id: number;
  communication_channel_code: string;
  [column: string]: Cell;
}

export interface GlobalNotificationConditionRow {
  notification_id: number;
  notification_condition_type_id: number;
  suborganization_group_id: number;
  creation_date: string;
  [column: string]: Cell;
}

export interface AppVersionRow {
  app_version_id: number;
  app_code: string;
  app_platform_code: string;
  app_version_code: string;
  app_version_desc: string | null;
  release_date: string;
  deprecation_date: string | null;
  creation_user: string;
  [column: string]: Cell;
}

export interface FileExtensionRow {
  file_extension_id: number;
  extension_name: string;
  extension_char_code: string;
  encoded_icon_image: string | null;
  signatures: readonly string[];
  is_enabled: boolean;
  creation_date: string;
  creation_user: string;
  [column: string]: Cell | readonly string[];
}

export interface DeviceSessionRow {
  uuid_device_session: string;
  login_account_id: number;
  device_model: string | null;
  agent_name: string | null;
  agent_version: string | null;
  agent_language: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
  ip: string | null;
  creation_date: string;
  last_activity_date: string;
  revoked_date: string | null;
  [column: string]: Cell;
}

export interface LegalDeclarationRow {
  personal_legal_declaration_id: string;
  firm_suborganization_id: number;
  customer_suborganization_id: number;
  organization_id: number;
  personal_legal_declaration_desc: string;
  edition_user_id: string;
  period_year: number;
  maturity_due_date: string;
  declaration_status_desc: string;
  is_locked: boolean;
  modification_date: string;
  [column: string]: Cell;
}

export interface CommSubscriptionRow {
  communication_subscription_ve_id: number;
  cuit_destinatario: string;
  subscription_status_code: string;
  last_status_change_date: string;
  event_action_user: string;
  creation_date: string;
  [column: string]: Cell;
}

export interface CommSubscriptionHistoryRow {
  comm_subscription_history_id: number;
  communication_subscription_ve_id: number;
  subscription_status_code: string;
  status_date: string;
  operator: string;
  [column: string]: Cell;
}

export interface CommSubscriptionCustomerRow {
  communication_subscription_ve_id: number;
  customer_suborganization_id: number;
  is_service_enabled: boolean;
  creation_date: string;
  creation_user: string;
  [column: string]: Cell;
}

/** The ME-area part of a seed chunk, in foreign-key order. */
export interface MeSeedChunk {
  suborganization_staff: SuborganizationStaffRow[];
  suborganization_group: SuborganizationGroupRow[];
  suborganization_group_member: SuborganizationGroupMemberRow[];
  system_directory: SystemDirectoryRow[];
  recycle_document: RecycleDocumentRow[];
  application_instance: ApplicationInstanceRow[];
  application_instance_module: ApplicationInstanceModuleRow[];
  application_instance_parameter: ApplicationInstanceParameterRow[];
  user_app_access: UserAppAccessRow[];
  user_app_role: UserAppRoleRow[];
  global_notification: GlobalNotificationRow[];
  global_notification_channel: GlobalNotificationChannelRow[];
  global_notification_condition: GlobalNotificationConditionRow[];
  app_version: AppVersionRow[];
  file_extension: FileExtensionRow[];
  device_session: DeviceSessionRow[];
  legal_declaration: LegalDeclarationRow[];
  comm_subscription: CommSubscriptionRow[];
  comm_subscription_history: CommSubscriptionHistoryRow[];
  comm_subscription_customer: CommSubscriptionCustomerRow[];
}

export const meSeedTables: readonly (keyof MeSeedChunk)[] = [
  'suborganization_staff',
  'suborganization_group',
  'suborganization_group_member',
  'system_directory',
  'recycle_document',
  'application_instance',
  'application_instance_module',
  'application_instance_parameter',
  'user_app_access',
  'user_app_role',
  'global_notification',
  'global_notification_channel',
  'global_notification_condition',
  'app_version',
  'file_extension',
  'device_session',
  'legal_declaration',
  'comm_subscription',
  'comm_subscription_history',
  'comm_subscription_customer',
];
