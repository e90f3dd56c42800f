import type { Offer } from '../../../api/contract/offer.ts';
import { flowScreen } from '../../flowScreen.tsx';
import { Skeleton } from '../../Skeleton.tsx';
import { loadPreview } from './loadPreview.ts';

/**
 * /angebot/preview/{token}: the offer as its customer would see it, without login and
 * read-only (nothing here orders), and a reset that puts the previewed offer back to the
 * start.
 */
export default flowScreen<Offer>({
  Skeleton: () => <Skeleton sections={[2, 3, 6, 5, 3]} />,
  load: loadPreview,
  view: () => import('./PreviewView.tsx'),
  failedTexts: 'offerPreview:loadFailed',
  // Staff and testers look at previews: no visit of the customers' funnel (loadPreview.ts).
  ownPageView: true,
});
