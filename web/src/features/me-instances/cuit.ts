// Spec 2 §5 CUIT rule of the search field: digits only, exactly 11, no hyphens. The message
// shows while typing once the text has a non-digit or more than 11 characters.
export const isValidCuit = (value: string) => /^\d{11}$/.test(value);

export const showsCuitError = (value: string) => /\D/.test(value) || value.length > 11;
