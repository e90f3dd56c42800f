/**
 * The IBAN as the summary shows it: country code and the last four characters stay
 * readable, the rest is masked, in groups of four like a printed IBAN
 * (`DE** **** **** **** **30 00`), so a shoulder-surfer learns nothing usable.
 */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (compact.length <= 6) return compact;
  const masked = compact.slice(0, 2) + '*'.repeat(compact.length - 6) + compact.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}
