import { flowScreen } from '../flowScreen.tsx';
import { Skeleton } from '../Skeleton.tsx';

/**
 * /email-ablehnung?token=…&brand=…: declining an e-mail. Opening the link changes nothing
 * (mail scanners open links, RFC 8058); the decline is the customer's button, a POST.
 */
export default flowScreen({
  Skeleton: () => <Skeleton sections={[3]} />,
  view: () => import('./EmailDeclineView.tsx'),
});
