// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { Offer, OfferType } from '../../../api/contract/offer.ts';
import { OfferDetails } from './OfferDetails.tsx';
import {
  charge,
  exampleOffer,
  exampleTitle,
  extensionOffer,
  pack,
  renderDetails,
} from './testing.tsx';

function renderOffer(offer: Offer = exampleOffer(), onDownload = vi.fn()) {
  return { onDownload, ...renderDetails(<OfferDetails offer={offer} onDownload={onDownload} />) };
}

function withoutHandset(offer: Offer): Offer {
  for (const item of offer.offers) delete item.hardware;
  return offer;
}

const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent?.replace(/\u00a0/g, ' '));

describe('OfferDetails', () => {
  it('introduces the offer: its name, what kind it is, the phone number and until when', () => {
    renderOffer();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: exampleTitle,
      }),
    ).toBeVisible();
    expect(screen.getByText(/^Verlängern Sie Ihren bestehenden Vertrag/)).toBeVisible();
    expect(screen.getByText('Für Ihre Rufnummer +49 176 12345678')).toBeVisible();
    expect(screen.getByText('Dieses Angebot gilt bis zum 31. Dezember 2026.')).toBeVisible();
  });

  it.each<[OfferType, RegExp]>([
    ['offer', /^Hier finden Sie alle Details zu Ihrem Angebot\. Prüfen Sie/],
    ['offer_tm_otp', /^Wechseln Sie mit diesem Angebot in einen neuen Tarif/],
    ['offer_coc', /übernehmen Sie einen bestehenden Vertrag/],
    ['dealer_correction', /^Ihr Händler hat Ihre Bestellung korrigiert/],
    ['yellow', /^Wir haben ein alternatives Angebot für Sie zusammengestellt/],
    ['greenApm_vvl', /alternatives Angebot für die Verlängerung/],
    ['orange_tm', /alternatives Angebot für Ihren Tarifwechsel/],
    ['green_idv', /bestätigen Sie Ihre Identität online/],
  ])('words the intro for %s', (offerType, intro) => {
    renderOffer({ ...exampleOffer(), offerType });
    expect(screen.getByText(intro)).toBeVisible();
  });

  it('shows an extension’s contract before and after, as the summary does (O20)', () => {
    renderOffer(extensionOffer());
    expect(
      screen.getByRole('heading', { level: 2, name: 'Was sich für Sie ändert' }),
    ).toBeVisible();
    expect(tableRows('Ihr Vertrag bisher und neu')).toEqual([
      'BisherNeu',
      'TarifMobile S (2023)Mobile M',
      'Monatlich24,99 €59,98 €',
      'Mindestlaufzeit bis28. Januar 202728. Januar 2029',
    ]);
  });

  it('has no before-and-after for a new contract', () => {
    renderOffer();
    expect(screen.queryByRole('heading', { name: 'Was sich für Sie ändert' })).toBeNull();
  });

  it('shows handset, tariff, packs, prices and documents of the example offer', () => {
    renderOffer();
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2).toEqual([
      exampleTitle,
      'Ihr Smartphone',
      'Ihr Tarif',
      'Ihre Zusatzoptionen',
      'Ihre Preise im Überblick',
      'So bezahlen Sie',
      'Ihre Vertragsunterlagen',
    ]);
    expect(screen.getByRole('img', { name: 'Apple iPhone 17 in Mitternacht' })).toBeVisible();
    expect(screen.getByText('Geräteversicherung')).toBeVisible();
  });

  it('shows every price formatted, discounts with a leading minus, and the totals', () => {
    renderOffer();
    expect(tableRows('Monatliche Preise')).toEqual([
      'PostenBetrag',
      'iPhone 17 Geräterate, für 24 Monate25,00 €',
      'Mobile M Preis29,99 €',
      'Mobile M Online-Vorteil, für 12 Monate-5,00 €',
      'Handyversicherung Premium Preis9,99 €',
      'Monatlich gesamt in den Monaten 1 bis 1259,98 €',
      'Monatlich gesamt in den Monaten 13 bis 2464,98 €',
      'Monatlich gesamt ab Monat 2539,98 €',
    ]);
    expect(tableRows('Einmalige Preise')).toEqual([
      'PostenBetrag',
      'iPhone 17 Einmalzahlung99,00 €',
      'Mobile M Anschlusspreis39,99 €',
      'Einmalig gesamt138,99 €',
    ]);
  });

  it('without a handset, shows no handset section and leaves its prices out', () => {
    renderOffer(withoutHandset(exampleOffer()));
    expect(screen.queryByRole('heading', { name: 'Ihr Smartphone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /iPhone/ })).not.toBeInTheDocument();
    expect(tableRows('Einmalige Preise')).toEqual([
      'PostenBetrag',
      'Mobile M Anschlusspreis39,99 €',
      'Einmalig gesamt39,99 €',
    ]);
    expect(tableRows('Monatliche Preise').at(-1)).toBe('Monatlich gesamt ab Monat 1339,98 €');
  });

  it('labels each kind of pack and counts every pack into the totals', () => {
    const offer = exampleOffer();
    const [item] = offer.offers;
    if (!item) throw new Error('the example offer has a position');
    item.packs.push(
      pack('TAR-MULTICARD', 'Tariff', 'Zusatzkarte Multicard', charge('monthly', 4.99)),
      pack(
        'OTT-DISNEY',
        'Pack',
        'Disney+ Standard',
        charge('monthly', 5.99),
        charge('monthly', -5.99, { kind: 'discount', label: '6 Monate gratis', months: 6 }),
      ),
    );
    renderOffer(offer);
    const packs = screen.getByRole('region', { name: 'Ihre Zusatzoptionen' });
    expect(within(packs).getByText('Geräteversicherung')).toBeVisible();
    expect(within(packs).getByText('Tarifoption')).toBeVisible();
    expect(within(packs).getByText('Option')).toBeVisible();
    expect(within(packs).getByText('-5,99 € monatlich')).toBeVisible();
    expect(tableRows('Monatliche Preise').slice(-4)).toEqual([
      'Monatlich gesamt in den Monaten 1 bis 664,97 €',
      'Monatlich gesamt in den Monaten 7 bis 1270,96 €',
      'Monatlich gesamt in den Monaten 13 bis 2475,96 €',
      'Monatlich gesamt ab Monat 2550,96 €',
    ]);
  });

  it('tells the customer to keep the contract summary and downloads it with loading shown', async () => {
    let finish = () => {};
    const onDownload = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user } = renderOffer(exampleOffer(), onDownload);
    const notice = screen.getByRole('status');
    expect(within(notice).getByText(/Nur wenn Sie sie herunterladen/)).toBeVisible();
    const button = within(notice).getByRole('button', {
      name: /^Vertragszusammenfassung herunterladen/,
    });
    await user.click(button);
    expect(onDownload).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'contractSummary', fileName: 'Vertragszusammenfassung.pdf' }),
    );
    expect(button).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  it('read-only, offers no download and no notice', () => {
    const onDownload = vi.fn();
    renderDetails(<OfferDetails offer={exampleOffer()} onDownload={onDownload} readOnly />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /herunterladen/ })).not.toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Ihre Vertragsunterlagen' });
    expect(within(documents).getByText('Vertragszusammenfassung')).toBeVisible();
  });

  it('opens the tariff features from the keyboard alone', async () => {
    const { user } = renderOffer();
    const toggle = screen.getByRole('button', { name: 'Leistungen von Mobile M' });
    while (document.activeElement !== toggle) await user.tab();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const features = screen.getByRole('region', { name: 'Leistungen von Mobile M' });
    expect(within(features).getByText('Allnet-Flat')).toBeVisible();
  });

  it('keeps headings in order, starting at h2 under the page heading', () => {
    renderOffer();
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(2);
    levels.forEach((level, i) => {
      expect(level - (levels[i - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
  });

  it('speaks the page language', () => {
    renderDetails(<OfferDetails offer={exampleOffer()} onDownload={() => {}} />, {
      locale: 'en',
    });
    expect(screen.getByText('This offer is valid until December 31, 2026.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your prices at a glance' })).toBeVisible();
    expect(screen.getByText('Monthly total in months 1 to 12')).toBeVisible();
    // Prices keep the German format in every language (SPEC §9).
    expect(screen.getByText('-5,00 € per month')).toBeVisible();
  });

  it('has no accessibility violations axe can find without a layout', async () => {
    const { container } = renderOffer();
    // jsdom computes no colours, so contrast is left to the browser tests.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
