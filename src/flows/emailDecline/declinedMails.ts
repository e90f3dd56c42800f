/** Kept per browser: a later visit of the link says at once that the e-mail was declined. */
const keyOf = (brand: string, token: string) => `emailDecline:${brand}:${token}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A decline this browser saw: when it was (if the API said), or `''` when unknown. */
export function rememberedDecline(brand: string, token: string): string | undefined {
  try {
    return storage()?.getItem(keyOf(brand, token)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function rememberDecline(brand: string, token: string, at: string | undefined): void {
  try {
    storage()?.setItem(keyOf(brand, token), at ?? '');
  } catch {
    // Full or denied storage: the next visit asks the API again, which says the same.
  }
}
