import { flowScreen, type ScreenDefinition } from '../../flowScreen.tsx';
import { OfferStepSkeleton } from '../OfferStepSkeleton.tsx';
import { loadPersonalDataStep, type PersonalDataStepData } from './loadPersonalDataStep.ts';

/**
 * /angebot/{token}/meine-daten: the customer's personal data (O16-O18, P5). What is typed
 * is kept across reloads; the address is checked by the API before the data is confirmed.
 */
export const definition: ScreenDefinition<PersonalDataStepData> = {
  Skeleton: () => (
    <OfferStepSkeleton
      lead={{ heading: 'personalData:sections.person', intro: 'personalData:intro', lines: 4 }}
      sections={[3, 5]}
      withOrder
    />
  ),
  load: loadPersonalDataStep,
  view: () => import('./PersonalDataView.tsx'),
};

export default flowScreen(definition);
