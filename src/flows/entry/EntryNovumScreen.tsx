import { useText } from '../../i18n/react.tsx';
import { flowScreen } from '../flowScreen.tsx';
import { Skeleton } from '../Skeleton.tsx';
import { resolveNovumEntry, type NovumEntryProblem } from './resolveNovumEntry.ts';

function Resolving() {
  const t = useText();
  return (
    <>
      <p>{t('entryNovum:resolving')}</p>
      <Skeleton sections={[2]} />
    </>
  );
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
