import { flowScreen } from '../flowScreen.tsx';
import { Skeleton } from '../Skeleton.tsx';
import { resolveNovumEntry, type NovumEntryProblem } from './resolveNovumEntry.ts';

function Resolving() {
  return <Skeleton intro="entryNovum:resolving" sections={[2]} />;
}

/**
 * /entry/novum?id=…: the landing of a Novum campaign link. It finds the offer behind the
 * id and continues there with the Novum texts; a link that leads nowhere offers the
 * offer code from the letter instead. Shown (and counted) only when it leads nowhere: a
 * working link passes on to the offer, which counts its own view.
 */
export default flowScreen<NovumEntryProblem>({
  Skeleton: Resolving,
  load: resolveNovumEntry,
  view: () => import('./EntryNovumView.tsx'),
});
