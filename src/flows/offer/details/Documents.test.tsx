// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OfferDocument } from '../../../api/contract/offer.ts';
import { Documents } from './Documents.tsx';
import { renderDetails } from './testing.tsx';

const documents: OfferDocument[] = [
  { type: 'terms', title: 'AGB', documentId: 'terms', fileName: 'AGB.pdf' },
  {
    type: 'contractSummary',
    title: 'Vertragszusammenfassung',
    documentId: 'summary',
    fileName: 'Vertragszusammenfassung.pdf',
  },
  {
    type: 'withdrawal',
    title: 'Widerrufsbelehrung',
    documentId: 'withdrawal',
    fileName: 'Widerrufsbelehrung.pdf',
  },
  { type: 'priceList', title: 'Preisliste', documentId: 'prices', fileName: 'Preisliste.pdf' },
];

/** The terms by the name of their type: the API's own title (AGB) is German only. */
const terms = 'Allgemeine Geschäftsbedingungen';

const downloadButton = (title: string) =>
  screen.getByRole('button', { name: new RegExp(`^${title} herunterladen \\(PDF\\)`) });
const busy = (title: string) => downloadButton(title).getAttribute('aria-busy') === 'true';

/** A download that finishes when the test says so. */
function pendingDownload() {
  let finish: (ok: boolean) => void = () => {};
  const onDownload = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        finish = (ok) => (ok ? resolve() : reject(new Error('network')));
      }),
  );
  return { onDownload, finish: (ok: boolean) => finish(ok) };
}

describe('Documents', () => {
  it('tells the customer to download and keep the contract summary, with its button first', () => {
    renderDetails(<Documents documents={documents} onDownload={() => {}} />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Bitte laden Sie Ihre Vertragszusammenfassung herunter');
    expect(notice).toHaveTextContent('Nur wenn Sie sie herunterladen');
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual([
      'Vertragszusammenfassung herunterladen (PDF)',
      `${terms} herunterladen (PDF)`,
      'Widerrufsbelehrung herunterladen (PDF)',
      'Preisliste herunterladen (PDF)',
    ]);
    expect(notice.contains(downloadButton('Vertragszusammenfassung'))).toBe(true);
  });

  it('hands the chosen document to onDownload and shows loading until it is done', async () => {
    const { onDownload, finish } = pendingDownload();
    const { user } = renderDetails(<Documents documents={documents} onDownload={onDownload} />);
    await user.click(downloadButton('Widerrufsbelehrung'));
    expect(onDownload).toHaveBeenCalledWith(documents[2]);
    expect(busy('Widerrufsbelehrung')).toBe(true);
    expect(busy(terms)).toBe(false);

    await user.click(downloadButton('Widerrufsbelehrung'));
    expect(onDownload).toHaveBeenCalledTimes(1);

    finish(true);
    await waitFor(() => expect(busy('Widerrufsbelehrung')).toBe(false));
  });

  it('downloads from the keyboard', async () => {
    const onDownload = vi.fn();
    const { user } = renderDetails(<Documents documents={documents} onDownload={onDownload} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onDownload).toHaveBeenCalledWith(documents[1]);
  });

  it('ends the loading state and opens the unexpected-error dialog when a download fails', async () => {
    const { onDownload, finish } = pendingDownload();
    const { user } = renderDetails(<Documents documents={documents} onDownload={onDownload} />);
    await user.click(downloadButton(terms));
    finish(false);
    await waitFor(() => expect(busy(terms)).toBe(false));
    expect(await screen.findByRole('dialog', { name: /unerwarteter Fehler/ })).toBeVisible();
  });

  it('has no notice when the offer has no contract summary', () => {
    renderDetails(<Documents documents={[documents[0] as OfferDocument]} onDownload={() => {}} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(downloadButton(terms)).toBeVisible();
  });

  it('read-only, lists the documents without downloads or notice', () => {
    renderDetails(<Documents documents={documents} onDownload={() => {}} readOnly />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Ihre Vertragsunterlagen' }),
    ).toBeVisible();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      terms,
      'Vertragszusammenfassung',
      'Widerrufsbelehrung',
      'Preisliste',
    ]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("names the documents in the page's language", () => {
    renderDetails(<Documents documents={documents} onDownload={() => {}} />, { locale: 'en' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Download: Contract summary (PDF)',
      'Download: General terms and conditions (PDF)',
      'Download: Withdrawal information (PDF)',
      'Download: Price list (PDF)',
    ]);
  });

  it('renders nothing without documents', () => {
    renderDetails(<Documents documents={[]} onDownload={() => {}} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
