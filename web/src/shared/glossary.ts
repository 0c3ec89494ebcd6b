// The console's verbs and statuses, one wording each (issue 28: 'Añadir usuario' and 'Agregar
// usuario', 'Reintentar fallidas' and 'Reintentar solo los fallidos', 'Esperando validacion'
// and 'Esperando validación' named the same things on different screens). The messages modules
// take their words from here; `variants` are the wordings retired, and glossary.test.ts checks
// that none of them comes back anywhere in web/src.
//
// Where the spec writes its own text it wins, and the entry says so:
// - Spec 1 §2 writes 'Añadir suscriptor' and the drawer 'Añadir un usuario al suscriptor', so
//   adding is 'Añadir'. Its organization add-user drawer's button 'Agregar', spec 2 §2.12's
//   extension button 'Agregar' and the breadcrumb 'Agregar nueva notificación' (spec 1 §2,
//   spec 2 §2.10) are the spec's own and stay as written.
// - Spec 1 §3 (account status labels) writes 'Esperando validación'. Spec 2 §4's Mi Estudio
//   access status lost its accent in transcription, like every spec text: the console writes
//   each with its accents restored (issue 43), so both read 'Esperando validación'.

type Entry = {
  /** The wording every screen uses. */
  readonly text: string;
  /** Wordings the console used for the same thing, not to be used again in web/src. */
  readonly variants: readonly string[];
};

export const glossary = {
  /** Opens the form that adds a user (to a subscriber, to an organization). */
  addUser: { text: 'Añadir usuario', variants: ['Agregar usuario'] },
  /**
   * Runs again what failed: the failed operations of a filtered list, or the failed elements
   * of a bulk operation. Neutral in gender, so one wording fits operations and elements.
   */
  retryFailed: {
    text: 'Reintentar lo que falló',
    variants: ['Reintentar fallidas', 'Reintentar fallidos', 'Reintentar solo los fallidos'],
  },
  /** Takes a filter chip off a list. */
  removeFilter: { text: 'Quitar el filtro', variants: ['Quitar filtro '] },
  /** An account waiting for its owner to validate it (spec 1's account status labels). */
  waitingValidation: { text: 'Esperando validación', variants: ['Esperando validación'] },
} as const satisfies Record<string, Entry>;

/** Every retired wording, with the entry that replaced it. */
export const retiredWordings = (): { variant: string; text: string }[] =>
  Object.values(glossary).flatMap((entry: Entry) =>
    entry.variants.map((variant) => ({ variant, text: entry.text })),
  );
