// Console API types of e-Ventanilla and clients, from the generated contract.
import type { components } from '../../../../openapi/schema';

type Schemas = components['schemas'];

export type EventanillaRow = Schemas['EventanillaSubscription'];
export type EventanillaList = Schemas['EventanillaList'];
export type EventanillaDetail = Schemas['EventanillaDetail'];
export type ClientStudies = Schemas['ClientStudies'];
