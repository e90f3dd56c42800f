import { flowScreen } from '../../flowScreen.tsx';
import { Skeleton } from '../../Skeleton.tsx';
import { loadConfirmationPage, type Confirmation } from './loadConfirmation.ts';

/**
 * /angebot/{token}/danke: the order reference, what happens next and the documents, also
 * after the return from the payment provider. The purchase is tracked once per order.
 */
export default flowScreen<Confirmation>({
  Skeleton: () => <Skeleton sections={[4, 3, 3]} />,
  load: loadConfirmationPage,
  view: () => import('./ConfirmationView.tsx'),
  failedTexts: 'summary:confirmation.loadFailed',
  // The arrival sends it: an init after the payment provider, else a virtual page view.
  ownPageView: true,
});
