// Console API types of the organizations, users, studies and recycle-bin screens, taken from
// the generated contract (openapi/schema.d.ts).
import type { components } from '../../../../openapi/schema';

type Schemas = components['schemas'];

export type OrganizationView = Schemas['OrganizationView'];
export type OrganizationPage = Schemas['OrganizationPage'];
export type OrganizationTypeCount = Schemas['OrganizationTypeCount'];
export type OrganizationHeader = Schemas['OrganizationHeader'];
export type OrganizationUserView = Schemas['OrganizationUserView'];
export type OrganizationUsersPage = Schemas['OrganizationUsersPage'];
export type OrganizationTypeOption = Schemas['OrganizationTypeOption'];
export type StudyView = Schemas['StudyView'];
export type LoginAccountView = Schemas['LoginAccountView'];
export type UserDetail = Schemas['UserDetail'];
export type UserSubscribers = Schemas['UserSubscribers'];
export type UserOrganization = Schemas['UserOrganization'];
export type StudyDetail = Schemas['StudyDetail'];
export type FolderUser = Schemas['FolderUser'];
export type StudyUser = Schemas['StudyUser'];
export type RecycleDocument = Schemas['RecycleDocument'];
export type RecycleBinPage = Schemas['RecycleBinPage'];
