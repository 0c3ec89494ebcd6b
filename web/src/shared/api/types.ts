// Console API types as the web app uses them, taken from the generated contract
// (openapi/schema.d.ts, produced by `npm run openapi` from the api's zod schemas).
import type { components } from '../../../../openapi/schema';

export type { OperationInput, OperationStart, OperationTypeName } from '../../../../openapi/schema';

type Schemas = components['schemas'];

export type ApiErrorBody = Schemas['Error'];
export type AppConfig = Schemas['PublicConfig'];
export type Environment = AppConfig['environment'];
export type Me = Schemas['Me'];
export type Subscriber = Schemas['Subscriber'];
export type SubscriberDetail = Schemas['SubscriberDetail'];
export type SubscriberUser = Schemas['SubscriberUser'];
export type OrganizationUserType = Schemas['OrganizationUserType'];
export type Operation = Schemas['Operation'];
export type OperationStatus = Operation['status'];
export type OperationStep = Schemas['OperationStep'];
export type StepStatus = OperationStep['status'];
/** The subscriber's organization, in the organizations screens' shape. */
export type SubscriberOrganization = Schemas['OrganizationView'];
export type Subscription = Schemas['Subscription'];
export type SubscriberSubscriptions = Schemas['SubscriberSubscriptions'];
export type OrganizationSubscribers = Schemas['OrganizationSubscribers'];
export type SubscriberUserDetail = Schemas['SubscriberUserDetail'];
export type OrganizationCommercialUserType = Schemas['OrganizationCommercialUserType'];
export type OperationItem = Schemas['OperationItem'];
export type OperationElement = Schemas['OperationElement'];
export type OperationElementStatus = OperationElement['status'];
export type OperationElementPage = Schemas['OperationElementPage'];
export type OperationSummary = Schemas['OperationSummary'];
export type OperationPage = Schemas['OperationPage'];
export type OperationLogEntry = Schemas['OperationLogEntry'];
export type OperationTypeInfo = Schemas['OperationType'];
