// The values a contract's sample input is made of (OperationContract.sample). The OpenAPI
// document's examples use documentation values (DOCUMENTATION_SAMPLE_VALUES); a test passes its
// own (recognisable personal data, ids that exist in its platform or on purpose do not).
export interface SampleValues {
  /** A new person's e-mail (no account has it). */
  email: string;
  /** An e-mail the identity service knows (a seeded customer): the identity operations find it. */
  customerEmail: string;
  firstName: string;
  lastName: string;
  /** 11 digits. */
  cuit: string;
  /** A password the identity rules accept. */
  password: string;
  /** An id of any kind: organization, user, study, instance, notification... */
  id: number;
  /** A seeded subscriber's number. */
  subscriberNumber: string;
  /** A day `offset` days from today (yyyy-MM-dd): a test's, or a fixed one in the document. */
  day(offset: number): string;
}

const DAY = 86_400_000;

/** What the OpenAPI document's examples are made of: the demo data's values. */
export const DOCUMENTATION_SAMPLE_VALUES: SampleValues = {
  email: 'nueva.usuaria@demo.com.ar',
  customerEmail: 'activo@demo.com.ar',
  firstName: 'Nueva',
  lastName: 'Usuaria',
  cuit: '20123456786',
  password: 'ClaveNueva2026',
  id: 1,
  subscriberNumber: '100001',
  // From a fixed day, so the generated document is the same every day.
  day: (offset) => new Date(Date.UTC(2026, 11, 1) + offset * DAY).toISOString().slice(0, 10),
};
