// The CUIT rule of spec 2 §5 as the search fields apply it: the message shows while typing with
// non-digits or more than 11 characters; search (button or Enter) only at exactly 11 digits.
import { eventanillaMessages } from '@cgi/workflows/inputs';

export function isSearchableCuit(value: string): boolean {
  return /^\d{11}$/.test(value);
}

export function cuitTypingError(value: string): string | undefined {
  return /\D/.test(value) || value.length > 11 ? eventanillaMessages.cuitRule : undefined;
}
