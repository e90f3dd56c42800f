/**
 * Moves the focus to a field that a link or dialog leads to, with its label or legend
 * scrolled into view too (GOV.UK): scrolled to the field alone, the question sat above
 * the screen's top edge.
 */
export function revealField(field: HTMLElement): void {
  const label = field instanceof HTMLInputElement ? field.labels?.[0] : undefined;
  const caption = field.closest('fieldset')?.querySelector('legend') ?? label ?? field;
  caption.scrollIntoView?.({ block: 'start' });
  field.focus({ preventScroll: true });
}
