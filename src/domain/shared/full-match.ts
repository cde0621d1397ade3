/**
 * A pattern shared with firestore.rules, as a RegExp for the whole string: the rules'
 * matches() always matches the whole string. Shared patterns keep to the syntax JavaScript and
 * RE2 (the rules' engine) read alike: no \s, \d or flags, whose meaning differs between them.
 */
export function fullMatch(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`);
}
