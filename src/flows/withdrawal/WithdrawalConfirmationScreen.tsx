import { flowScreen } from '../flowScreen.tsx';
import { Skeleton } from '../Skeleton.tsx';
import type { ReceivedWithdrawal } from './withdrawalStore.ts';

/** /widerruf/bestaetigung: the receipt of the withdrawal this tab sent, kept across reloads. */
export default flowScreen<ReceivedWithdrawal | undefined>({
  Skeleton: () => <Skeleton sections={[3, 7, 3]} />,
  load: () => import('./loadWithdrawal.ts').then((m) => m.loadWithdrawalReceipt()),
  view: () => import('./WithdrawalReceiptView.tsx'),
});
