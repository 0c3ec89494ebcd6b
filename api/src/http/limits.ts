// Bounds of request values that end up in the platform's database: its ids and offsets are
// PostgreSQL `integer`s, so a larger number cannot name anything and must not reach a query.
export const DB_INTEGER_MAX = 2_147_483_647;
