import type { sharedDocuments } from '../../routes.ts';
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
    definition: () => import('./personal/PersonalDataScreen.tsx').then((m) => m.definition),
    heading: 'personalData:screens.offerPersonalData.heading',
  },
  offerIdData: {
    definition: () => import('./idData/IdDataScreen.tsx').then((m) => m.definition),
    heading: 'idData:screens.offerIdData.heading',
  },
  offerPayment: {
    definition: () => import('./payment/PaymentScreen.tsx').then((m) => m.definition),
    heading: 'payment:screens.offerPayment.heading',
  },
  offerSummary: {
    definition: () => import('./summary/SummaryScreen.tsx').then((m) => m.definition),
    heading: 'summary:screens.offerSummary.heading',
  },
} satisfies Record<OrderScreen, DocumentScreen>;
