/** A phone number as shown to the customer and as dialled from a `tel:` link. */
export interface PhoneLink {
  readonly display: string;
  readonly href: string;
}

/**
 * Shows the number as it was written (hotlines are written the way the brand wants them
 * read), in one piece: its spaces do not break (a button on a phone showed "01806" and
 * "230230" on two lines). Dials only digits with an international `+`: `+49 (0)89 …` drops
 * the domestic trunk zero, `0049` becomes `+49`.
 */
export function phoneLink(number: string): PhoneLink {
  const display = number.trim().replace(/\s+/g, '\u00a0');
  const international = display.startsWith('+') || display.startsWith('00');
  const withoutTrunk = international ? display.replace(/\(0\)/g, '') : display;
  const digits = withoutTrunk.replace(/\D/g, '');
  const dialled = display.startsWith('+') ? `+${digits}` : digits.replace(/^00/, '+');
  return { display, href: `tel:${dialled}` };
}
