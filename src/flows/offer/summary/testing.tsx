import '../../../ui/jsdomShims.ts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import deErrors from '../../../../locales/de/errors.json';
import deOffer from '../../../../locales/de/offer.json';
import deOfferDetails from '../../../../locales/de/offerDetails.json';
import deSummary from '../../../../locales/de/summary.json';
import deUi from '../../../../locales/de/ui.json';
import { callExamples } from '../../../api/contract/examples.ts';
import { MantineRoot } from '../../../ui/MantineRoot.tsx';

/** Test helpers of the summary and the confirmation: not shipped, only imported by tests. */

export const token = 'Q2hhbmdlTWUxMjM0NTY3OA';

/** What the earlier steps confirmed, as the contract's example accept carries it. */
export const exampleAnswers = () => structuredClone(callExamples.offerAccept.body);

/** The contract's example order summary, with personal data and masked IBAN. */
export const exampleSummary = () => structuredClone(callExamples.offerSummary.response);

/** Renders inside the island root with the texts the screens use, with a user session. */
export function renderScreen(ui: ReactElement) {
  const user = userEvent.setup();
  const view = render(
    <MantineRoot
      locale="de"
      resources={{
        de: {
          ui: deUi,
          errors: deErrors,
          offer: deOffer,
          offerDetails: deOfferDetails,
          summary: deSummary,
        },
      }}
      context={{ slug: 'aldi' }}
    >
      {ui}
    </MantineRoot>,
  );
  return { user, ...view };
}
