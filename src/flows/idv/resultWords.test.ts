import { describe, expect, it } from 'vitest';
import { testText } from '../../i18n/testing.ts';
import { locales } from '../../routes.ts';
import { codeOfPage } from './resultPlans.ts';

const words = (text: string) => new Set(text.toLocaleLowerCase().match(/\p{L}+/gu) ?? []);

describe('an idv result page', () => {
  it('says something new in its alert, never its heading again', () => {
    for (const locale of locales) {
      for (const [page, code] of Object.entries(codeOfPage)) {
        const heading = words(testText(`idv:screens.${page}.heading`, { locale }));
        const alert = [...words(testText(`errors:idv.${code}.title`, { locale }))];
        const repeated = alert.filter((word) => heading.has(word));
        expect(repeated.length, `${locale} ${page}: ${alert.join(' ')}`).toBeLessThan(
          alert.length / 2,
        );
      }
    }
  });
});
