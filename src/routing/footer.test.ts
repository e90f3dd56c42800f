import { describe, expect, it } from 'vitest';
import { footerLinks } from './footer.ts';

describe('footer links', () => {
  it('lead to the termination, the withdrawal, the accessibility statement and the cookies, in the page language', () => {
    expect(footerLinks('en')).toEqual([
      { href: '/en/kuendigung', text: 'layout.terminateContracts' },
      { href: '/en/widerruf', text: 'layout.withdrawContract' },
      { href: '/en/barrierefreiheit', text: 'accessibility:footerLink' },
      { href: '/en/cookies', text: 'cookies:footerLink' },
    ]);
    expect(footerLinks('de')[0]?.href).toBe('/kuendigung');
  });

  it('lead to pages without a token, which every page can link', () => {
    for (const { href } of footerLinks('de')) expect(href).not.toContain(':');
  });
});
