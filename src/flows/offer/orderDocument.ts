import type { sharedDocuments } from '../../routes.ts';
import { importWhenReachable } from '../../ui/importWhenReachable.ts';
import type { DocumentScreen, DocumentScreens } from '../documentScreen.tsx';

type OrderScreen = (typeof sharedDocuments)['offerOrder'][number];

/**
 * The offer's steps from the personal data to the summary: one document, so the ID
 * document's number and the IBAN, kept in memory only, last until the order. The personal
 * data's own page holds nothing in memory yet and loads without this; the later steps show
 * it in their document (its change link, the back link).
 */
export const orderDocument: DocumentScreens = {
  offerPersonalData: {
    definition: importWhenReachable(
      'lazy-files:src/flows/offer/personal/PersonalDataScreen.tsx',
      () => import('./personal/PersonalDataScreen.tsx').then((m) => m.definition),
    ),
    viewFiles: 'lazy-files:src/flows/offer/personal/PersonalDataView.tsx',
    heading: 'personalData:screens.offerPersonalData.heading',
  },
  offerIdData: {
    definition: importWhenReachable('lazy-files:src/flows/offer/idData/IdDataScreen.tsx', () =>
      import('./idData/IdDataScreen.tsx').then((m) => m.definition),
    ),
    viewFiles: 'lazy-files:src/flows/offer/idData/IdDataView.tsx',
    heading: 'idData:screens.offerIdData.heading',
  },
  offerPayment: {
    definition: importWhenReachable('lazy-files:src/flows/offer/payment/PaymentScreen.tsx', () =>
      import('./payment/PaymentScreen.tsx').then((m) => m.definition),
    ),
    viewFiles: 'lazy-files:src/flows/offer/payment/PaymentView.tsx',
    heading: 'payment:screens.offerPayment.heading',
  },
  offerSummary: {
    definition: importWhenReachable('lazy-files:src/flows/offer/summary/SummaryScreen.tsx', () =>
      import('./summary/SummaryScreen.tsx').then((m) => m.definition),
    ),
    viewFiles: 'lazy-files:src/flows/offer/summary/SummaryView.tsx',
    heading: 'summary:screens.offerSummary.heading',
  },
} satisfies Record<OrderScreen, DocumentScreen>;
