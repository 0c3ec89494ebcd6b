// When an approval policy applies to a type (its condition), and why a condition could never
// apply: checked when a contract is defined and when an administrator saves a policy (issue 40).
// Apart from the contract and the policies so neither imports the other.

/** When a type's policy applies. */
export type ApprovalCondition =
  | { kind: 'always' }
  /** A bulk operation with more than `count` elements (as its input lists them). */
  | { kind: 'elementsAbove'; count: number }
  /** An input field holding this value (a notification that is blocking). */
  | { kind: 'fieldEquals'; field: string; value: string | number | boolean };

export const conditionMessages = {
  elementsOnlyBulk: 'La condición por cantidad de elementos es solo para operaciones masivas',
  unknownField: (field: string) => `El campo «${field}» no es parte de los datos de este tipo de operación`,
  secretField: (label: string) => `El campo «${label}» es secreto: una condición no puede leerlo`,
  impossibleValue: (label: string, value: string) =>
    `«${label}» nunca vale ${value}: la condición no se cumpliría nunca`,
} as const;

/** What a condition may read of a type: its input schema, labels and secrets (a contract is one). */
interface ConditionSubject {
  type: string;
  bulk?: boolean;
  input: unknown;
  inputFields: Readonly<Record<string, string>>;
  secrets?: { fields: readonly string[] };
}

/** The fields of an input schema: an object's, or the one a pipe (a transform) starts from. */
function inputShape(
  schema: unknown,
): Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }> {
  let current = schema as { shape?: unknown; in?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current.shape && typeof current.shape === 'object') return current.shape as never;
    current = current.in as typeof current;
  }
  return {};
}

/**
 * Why a condition could never apply to a type, in Spanish (the policy screen's 400 and a
 * contract's definition both say it), or null: a count of elements on a type that has none, a
 * field its input does not have (or a secret one, never readable), or a value the field never
 * holds once validated (a boolean asked as the text 'true', a text with spaces the input trims).
 */
export function conditionProblem(subject: ConditionSubject, condition: ApprovalCondition): string | null {
  switch (condition.kind) {
    case 'always':
      return null;
    case 'elementsAbove':
      return subject.bulk ? null : conditionMessages.elementsOnlyBulk;
    case 'fieldEquals': {
      const field = inputShape(subject.input)[condition.field];
      if (!field || !Object.hasOwn(subject.inputFields, condition.field))
        return conditionMessages.unknownField(condition.field);
      const label = subject.inputFields[condition.field] ?? condition.field;
      if (subject.secrets?.fields.includes(condition.field)) return conditionMessages.secretField(label);
      const parsed = field.safeParse(condition.value);
      if (!parsed.success || parsed.data !== condition.value)
        return conditionMessages.impossibleValue(label, JSON.stringify(condition.value));
      return null;
    }
  }
}
