// @vitest-environment jsdom
import '../../ui/jsdomShims.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextProvider } from '../../i18n/react.tsx';
import { testText, testTexts } from '../../i18n/testing.ts';
import { MantineRoot } from '../../ui/MantineRoot.tsx';
import { ReceiptPage, type ShownReceipt } from './ReceiptPage.tsx';

/** A receipt of an area the page was not written for, with no PDF to download. */
const withoutPdf: ShownReceipt = {
  facts: [['Vorgangsnummer', 'R-1']],
  email: 'anna@example.de',
};

const show = (receipt: ShownReceipt | undefined) =>
  render(
    <TextProvider locale="de" texts={testTexts('de')}>
      <MantineRoot>
        <ReceiptPage
          texts="withdrawal:receipt"
          form="emailRejection"
          className="receipt"
          receipt={receipt}
        />
      </MantineRoot>
    </TextProvider>,
  );

describe('a receipt page of any area', () => {
  it('without a PDF, is kept by printing it', () => {
    show(withoutPdf);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      testText('withdrawal:receipt.keep.print'),
    ]);
  });

  it('in a tab that received nothing, leads to the area’s own form', () => {
    show(undefined);
    expect(
      screen.getByRole('link', { name: testText('withdrawal:receipt.none.link') }),
    ).toHaveAttribute('href', '/email-ablehnung');
  });
});
