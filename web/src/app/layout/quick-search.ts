// The shell's quick search (spec 1 §2 shows "a search" in the top bar; what it searches is ours):
// one field that jumps to the right screen from what is typed.
//   an e-mail (has '@')         → the user (/users/{email})
//   11 digits (dashes allowed)  → the organization with that CUIT (/organizations?cuit=)
//   other digits                → the subscriber with that number (/subscribers/{number})
//   anything else               → the organization name search (/organizations?name=)

export type QuickSearchTarget =
  | { to: '/users/$id'; params: { id: string } }
  | { to: '/subscribers/$id'; params: { id: string } }
  | { to: '/organizations'; search: { cuit: string } | { name: string } };

export function quickSearchTarget(text: string): QuickSearchTarget | null {
  const value = text.trim();
  if (!value) return null;
  if (value.includes('@')) return { to: '/users/$id', params: { id: value } };
  const digits = value.replace(/[-\s]/g, '');
  if (/^\d+$/.test(digits)) {
    if (digits.length === 11) return { to: '/organizations', search: { cuit: digits } };
    if (digits.length <= 20) return { to: '/subscribers/$id', params: { id: digits } };
  }
  return { to: '/organizations', search: { name: value.toUpperCase().slice(0, 100) } };
}
