import { flowScreen } from '../flowScreen.tsx';
import { Skeleton } from '../Skeleton.tsx';
import type { ReceiptData } from './loadTermination.ts';
import type { TerminationKind } from './terminationStore.ts';

/** A receipt page's island: the termination this tab sent, kept across reloads. */
export const receiptScreen = (kind: TerminationKind) =>
  flowScreen<ReceiptData>({
    Skeleton: () => <Skeleton sections={[3, 16, 6]} />,
    load: () => import('./loadTermination.ts').then((m) => m.loadReceipt(kind)),
    view: () => import('./ReceiptView.tsx'),
  });
