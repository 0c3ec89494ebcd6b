// Row shapes of the seeded tables, keyed by column name so they insert as they are.
// Dates are ISO strings so a generated data set compares and hashes stably.
import { meSeedTables, type MeSeedChunk } from './rows-me';

export interface OrganizationRow {
  organization_id: number;
  organization_name: string;
  organization_legal_name: string;
  organization_cuit: string;
  organization_type_id: number;
  organization_max_access_count: number | null;
  is_active: boolean;
  creation_date: string;
  creation_user: string;
  [column: string]: string | number | boolean | null;
}

export interface SuborganizationRow {
  suborganization_id: number;
  organization_id: number;
  suborganization_type_id: number;
  suborganization_name: string;
  suborganization_legal_name: string;
  suborganization_cuit: string;
  avatar_color: string;
  /** Set for FIRM-CUSTOMER rows: the firm the customer belongs to. */
  firm_suborganization_id: number | null;
  base_picture_url: string | null;
  logo_picture_url: string | null;
  is_active: boolean;
  creation_date: string;
  creation_user: string;
  [column: string]: string | number | boolean | null;
}

export interface LoginAccountRow {
  login_account_id: number;
  account_external_ref_id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  phone_number_type_code: 'MOBILE' | null;
  account_status_id: number;
  status_creation_date: string;
  status_creation_user: string;
  creation_date: string;
  [column: string]: string | number | boolean | null;
}

export interface IdentityUserRow {
  id_cognito: string;
  username: string;
  enabled: boolean;
  user_status: string;
  email: string;
  email_verified: boolean;
  creation_date: string;
  modification_date: string;
  [column: string]: string | number | boolean | null;
}

export interface OrganizationUserRow {
  user_id: number;
  login_account_id: number;
  organization_id: number;
  organization_user_type_id: number;
  organization_commercial_user_type_id: number | null;
  user_status_id: number;
  legacy_user_ref_id: string | null;
  start_date: string;
  creation_date: string;
  creation_user: string;
  [column: string]: string | number | boolean | null;
}

export interface SubscriberRow {
  subscriber_id: number;
  subscriber_ref_id: string;
  subscriber_name: string;
  subscriber_status_id: number;
  subscriber_max_user_count: number | null;
  organization_id: number | null;
  creation_date: string;
  creation_user: string;
  [column: string]: string | number | boolean | null;
}

export interface SubscriberUserRow {
  subscriber_id: number;
  user_id: number;
  creation_date: string;
  creation_user: string;
  [column: string]: string | number | boolean | null;
}

export interface InviteRow {
  invite_id: number;
  invite_type_id: number;
  invite_status_id: number;
  destination_email: string;
  invite_date: string;
  user_id: number;
  first_name: string;
  last_name: string;
  organization_name: string;
  organization_cuit: string;
  subscriber_ref_id: string;
  creation_date: string;
  modification_date: string | null;
  [column: string]: string | number | boolean | null;
}

export interface ProductTypeRow {
  product_type_id: number;
  product_type_name: string;
  [column: string]: string | number | boolean | null;
}

export interface ProductRow {
  product_id: number;
  product_code: string;
  product_name: string;
  product_type_id: number;
  [column: string]: string | number | boolean | null;
}

export interface ProductScopeRow {
  product_scope_id: number;
  product_id: number;
  product_max_access_count: number;
  product_max_user_count: number;
  is_active: boolean;
  [column: string]: string | number | boolean | null;
}

export interface ProductSubscriptionRow {
  product_subscription_id: number;
  subscriber_id: number;
  product_id: number;
  account_executive_ref_id: string | null;
  is_active: boolean;
  subscription_start_date: string;
  subscription_finish_date: string | null;
  [column: string]: string | number | boolean | null;
}

/** One batch of rows, in the order the tables must be filled (foreign keys first). */
export interface SeedChunk extends MeSeedChunk {
  product_type: ProductTypeRow[];
  product: ProductRow[];
  product_scope: ProductScopeRow[];
  organization: OrganizationRow[];
  suborganization: SuborganizationRow[];
  login_account: LoginAccountRow[];
  identity_user: IdentityUserRow[];
  organization_user: OrganizationUserRow[];
  subscriber: SubscriberRow[];
  subscriber_user: SubscriberUserRow[];
  invite: InviteRow[];
  product_subscription: ProductSubscriptionRow[];
}

export type SeedTable = keyof SeedChunk;

export const seedTables: readonly SeedTable[] = [
  'product_type',
  'product',
  'product_scope',
  'organization',
  'suborganization',
  'login_account',
  'identity_user',
  'organization_user',
  'subscriber',
  'subscriber_user',
  'invite',
  'product_subscription',
  ...meSeedTables,
];

export function emptyChunk(): SeedChunk {
  return Object.fromEntries(seedTables.map((table) => [table, []])) as unknown as SeedChunk;
}
