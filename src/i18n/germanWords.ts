/**
 * Words of the German interface and of German product data: none may show on an English
 * or Turkish page or in a document written in those languages. For tests (browser and
 * unit), not shipped.
 */
export const GERMAN_WORDS =
  /\b(und|oder|Sie|Ihre?[nrs]?|nicht|jetzt|kündigen|Kündigung|Vertrag|Verträge|Angaben|Straße|Hausnummer|Rufnummer|Nachweis|Datei|Bestätigung|Fehler|Zurück|Weiter|Angebot|Laufzeit|Wochen|jederzeit|kündbar|deutschen|Netze|Minuten|Türkei|Länder|inklusive|Unbegrenztes|Datenvolumen|Beratung|Rabatt|Vorteil|gratis|Monate|Startguthaben|Anbieter|Stand|Widerruf\w*|Preis\w*)\b/g;

/** The German words in a text, each once. */
export const germanWordsIn = (text: string): string[] => [
  ...new Set(text.match(GERMAN_WORDS) ?? []),
];
