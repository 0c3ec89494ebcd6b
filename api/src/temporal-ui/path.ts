/** Where the api serves the Temporal UI, and the public path the Temporal UI server runs with. */
export const TEMPORAL_UI_PATH = '/temporal';
