import '../../../ui/jsdomShims.ts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import de from '../../../../locales/de/offerDetails.json';
import en from '../../../../locales/en/offerDetails.json';
import tr from '../../../../locales/tr/offerDetails.json';
import { callExamples } from '../../../api/contract/examples.ts';
import type { Offer } from '../../../api/contract/offer.ts';
import type { Locale } from '../../../routes.ts';
import { MantineRoot } from '../../../ui/MantineRoot.tsx';
import { uiResources } from '../../../ui/renderUi.tsx';

/** Test helpers of the offer details: not shipped, only imported by *.test.tsx. */

const resources = {
  de: { ...uiResources.de, offerDetails: de },
  en: { ...uiResources.en, offerDetails: en },
  tr: { ...uiResources.tr, offerDetails: tr },
};

/** Renders inside the island root with the ui and offerDetails texts, with a user session. */
export function renderDetails(ui: ReactElement, { locale = 'de' }: { locale?: Locale } = {}) {
  const user = userEvent.setup();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineRoot locale={locale} resources={resources} context={{ slug: 'o2' }}>
      {children}
    </MantineRoot>
  );
  return { user, ...render(ui, { wrapper }) };
}

/** A fresh copy of the contract's example offer, safe to change in a test. */
export const exampleOffer = (): Offer => structuredClone(callExamples.offerGet.response);
