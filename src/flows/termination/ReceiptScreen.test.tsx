// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testText } from '../../i18n/testing.ts';
import { factValue, renderScreen } from '../testing.tsx';
import TerminationConfirmationScreen from './TerminationConfirmationScreen.tsx';
import { keepReceipt, type SentTermination } from './terminationStore.ts';

const terminationDownload = vi.fn();
vi.mock('../loadApi.ts', () => ({
  preloadApi: () => undefined,
  afterClientCode: (load: () => Promise<unknown>) => load(),
  loadApi: () => Promise.resolve({ terminationDownload }),
}));

const id = '7d6f9e1a-3c2b-4f5e-9a8b-1c2d3e4f5a6b';

/** A termination of Anna's sent in this tab, received on 14 January. */
const sentByAnna = (sent: Partial<SentTermination>) =>
  keepReceipt(
    'default',
    { id, receivedAt: '2026-01-14T09:30:00+01:00', effectiveDate: '2026-03-31' },
    {
      serviceType: 'mobile',
      cancellationType: 'Regular',
      reason: 'None',
      holder: 'Anna Maria Müller',
      email: 'anna@example.de',
      ...sent,
    },
  );

describe('the receipt', { timeout: 30_000 }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    terminationDownload.mockReset();
  });

  it('shows what was terminated, when it arrived, its reference and when the contract ends', async () => {
    sentByAnna({
      cancellationType: 'Special',
      reason: 'moveAbroad',
      terminationDate: '2026-03-31',
      contract: { phoneNumber: '0176 12345678' },
      proofs: ['Abmeldung.pdf'],
    });
    renderScreen(TerminationConfirmationScreen, { path: '/kuendigung/bestaetigung' });
    expect(
      await screen.findByRole(
        'heading',
        { name: testText('termination:receipt.headline') },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(factValue(testText('termination:receipt.receivedAt'))).toBe('14. Januar 2026 um 09:30');
    expect(factValue(testText('termination:receipt.reference'))).toBe(id);
    expect(factValue(testText('termination:receipt.ends'))).toBe('31. März 2026');
    expect(factValue(testText('termination:receipt.reason'))).toBe(
      testText('termination:reason.moveAbroad.label'),
    );
    expect(factValue(testText('termination:receipt.proofs'))).toBe('Abmeldung.pdf');
    expect(
      screen.getByRole('heading', { name: testText('termination:receipt.porting.heading') }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: testText('termination:receipt.keep.print') }),
    ).toBeVisible();
  });

  it('says when the contract ends as early as possible, as the API computed it', async () => {
    sentByAnna({});
    renderScreen(TerminationConfirmationScreen, { path: '/kuendigung/bestaetigung' });
    const term = await screen.findByText(
      testText('termination:receipt.ends'),
      { selector: 'dt' },
      { timeout: 10_000 },
    );
    expect(term.nextElementSibling?.textContent).toBe(
      testText('termination:receipt.endDate.earliest', { values: { date: '31. März 2026' } }),
    );
  });

  it('once shown, leaves no personal data in the tab: a reload shows the receipt without it', async () => {
    sentByAnna({ serviceType: 'internet', contract: { customerNumber: 'K-4711' } });
    const first = renderScreen(TerminationConfirmationScreen, { path: '/kuendigung/bestaetigung' });
    expect(await screen.findByText('anna@example.de', {}, { timeout: 10_000 })).toBeVisible();
    const kept = JSON.stringify({ ...sessionStorage, ...localStorage });
    for (const personal of ['Anna', 'anna@example.de', 'K-4711'])
      expect(kept).not.toContain(personal);
    first.unmount();

    renderScreen(TerminationConfirmationScreen, { path: '/kuendigung/bestaetigung' });
    expect(
      await screen.findByText(testText('termination:receipt.hidden'), {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText(id)).toBeVisible();
    expect(screen.getByText(new RegExp(testText('termination:receipt.emailSent')))).toBeVisible();
    expect(screen.queryByText('Anna Maria Müller')).toBeNull();
  });

  it('in a tab that sent nothing, leads to the form instead', async () => {
    renderScreen(TerminationConfirmationScreen, { path: '/kuendigung/bestaetigung' });
    expect(
      await screen.findByText(
        testText('termination:receipt.none.headline'),
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(
      screen
        .getByRole('link', { name: testText('termination:receipt.none.link') })
        .getAttribute('href'),
    ).toBe('/kuendigung');
  });
});
