// Spec 2 §5: a CUIT is exactly 11 digits, no hyphens. The message shows while typing as soon
// as the text has a non-digit or more than 11 characters; the search needs exactly 11.
import { declarationsTexts } from './messages';

export function cuitState(text: string): { valid: boolean; message: string | null } {
  const valid = /^\d{11}$/.test(text);
  const wrong = text.length > 11 || /\D/.test(text);
  return { valid, message: wrong ? declarationsTexts.cuitInvalid : null };
}
