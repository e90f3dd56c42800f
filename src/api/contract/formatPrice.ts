// Prices are shown the German way in every language (SPEC §9): "1.234,50 €", "-5,00 €".
// The space before the euro sign is a no-break space so the sign never wraps alone.
// Kept free of zod so browser code can format prices without loading the schemas.
// Built on first use, not when the module loads: the first number format of a page sets up
// the browser's locale data, tens of milliseconds that a page showing no price never needs.
let euro: Intl.NumberFormat | undefined;

export function formatPrice(amount: number): string {
  euro ??= new Intl.NumberFormat('de-DE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'negative',
  });
  return euro.format(amount);
}
