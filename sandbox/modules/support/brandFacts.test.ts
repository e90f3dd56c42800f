import { describe, expect, it } from 'vitest';
import { brandFacts, siteBrandSlugs } from './brandFacts.ts';

describe('brand facts', () => {
  it('reads the site brands from brand.json', () => {
    expect(siteBrandSlugs).toEqual(expect.arrayContaining(['o2', 'aldi', 'ayyildiz', 'spice']));
    expect(brandFacts('aldi')).toMatchObject({
      name: 'ALDI TALK',
      prepaid: true,
      languages: ['de'],
    });
    expect(brandFacts('ayyildiz')).toMatchObject({ prepaid: false, languages: ['de', 'tr'] });
    expect(brandFacts('o2').siteOrigin).toMatch(/^http:\/\/o2\.localhost:\d+$/);
  });

  it('answers for backend-only brands as postpaid, German only', () => {
    expect(brandFacts('telefonica')).toMatchObject({ prepaid: false, languages: ['de'] });
    expect(brandFacts('telefonica')).not.toHaveProperty('hotline');
  });
});
