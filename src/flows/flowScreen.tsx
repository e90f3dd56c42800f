import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { trackPageView } from '../analytics/screenView.ts';
import { TextProvider } from '../i18n/react.tsx';
import type { PageTexts } from '../i18n/translate.ts';
import type { Locale, RouteId } from '../routes.ts';
import { splitLocale } from '../routing/paths.ts';
import type { RouteParams } from '../routing/links.ts';
import { MantineRoot } from '../ui/MantineRoot.tsx';
import { LoadFailed, SlowLoad, type StatusTexts } from './LoadFailed.tsx';
import { afterClientCode, preloadApi } from './loadApi.ts';
import { goTo, reloadWhenReachable, type GoToOptions } from '../routing/navigate.ts';
import { isFailedPagePartLoad } from '../release/failedLoad.ts';
import { warmIntl } from '../i18n/warmIntl.ts';
import { prefetchOnFirstInput } from './prefetchOnFirstInput.ts';
import { tokenFromPath } from './token.ts';

/**
 * What a screen's page gives its island (src/flows/islandPages.ts): the page locale and
 * the texts the island shows, as their JSON.
 */
export interface ScreenProps {
  locale: Locale;
  texts: PageTexts | string;
}

/** Where the screen is: read from the address bar, which the static page cannot know. */
export interface ScreenPlace {
  locale: Locale;
  /** The token of a token path (`/angebot/{token}/…`); '' on other paths. */
  token: string;
}

/**
 * A screen's data: ready, or the page is leaving (a guard or an answer sends the customer
 * elsewhere: the first paint stays until the next page), or it did not arrive (network,
 * server: the customer gets a retry).
 */
export type Loaded<D> = { kind: 'ready'; data: D } | { kind: 'leaving' } | { kind: 'failed' };

export const ready = <D,>(data: D): Loaded<D> => ({ kind: 'ready', data });
export const leaving = { kind: 'leaving' } as const;
export const failed = { kind: 'failed' } as const;

/** A load that sends the customer to another screen: leaving, or failed when offline. */
export async function redirect<Id extends RouteId>(
  id: Id,
  params: RouteParams<Id>,
  options: GoToOptions = { replace: true },
): Promise<Loaded<never>> {
  return (await goTo(id, params, options)) ? leaving : failed;
}

export interface ViewProps<D> {
  data: D;
  place: ScreenPlace;
  /** Asks for the screen's data again (after an answer changed it). */
  reload: () => void;
}

export interface ScreenDefinition<D> {
  /**
   * The first paint, rendered into the page at build time and hydrated: what the customer
   * sees before the data, with the final layout's size so nothing moves when it arrives.
   */
  Skeleton: ComponentType;
  /** The screen's data, asked for as soon as the page runs, beside the view's code. */
  load?: (place: ScreenPlace) => Promise<Loaded<D>>;
  /** The screen with its data; its code loads after the first paint. */
  view: () => Promise<{ default: ComponentType<ViewProps<D>> }>;
  /**
   * `ns:path` of the texts `headline`, `text` and `retry` shown when the data did not
   * arrive (default `ui:loadFailed`).
   */
  failedTexts?: StatusTexts;
  /** The screen sends its own page view (default: one when the view is shown). */
  ownPageView?: boolean;
}

type State<D> =
  | { kind: 'pending' }
  | { kind: 'failed' }
  | { kind: 'ready'; data: D; place: ScreenPlace; View: ComponentType<ViewProps<D>> };

function placeOfPage(): ScreenPlace {
  const { pathname } = window.location;
  return { locale: splitLocale(pathname).locale, token: tokenFromPath(pathname) ?? '' };
}

/**
 * One screen: its first paint, then its data and view (src/flows/documentScreen.tsx too).
 * `reloadable`: the page is this screen's own, so loading it again loses nothing typed.
 */
export function Screen<D>({
  definition,
  reloadable = true,
}: {
  definition: ScreenDefinition<D>;
  reloadable?: boolean;
}) {
  const { Skeleton, load, view, failedTexts = 'ui:loadFailed', ownPageView = false } = definition;
  const [state, setState] = useState<State<D>>({ kind: 'pending' });
  const [attempt, setAttempt] = useState(0);
  const tracked = useRef(false);

  useEffect(() => {
    const place = placeOfPage();
    let live = true;
    warmIntl(place.locale);
    const data = load ? afterClientCode(() => load(place)) : Promise.resolve(ready(undefined as D));
    Promise.all([view(), data])
      .then(([{ default: View }, loaded]) => {
        if (!live || loaded.kind === 'leaving') return;
        startTransition(() =>
          setState(
            loaded.kind === 'ready' ? { kind: 'ready', data: loaded.data, place, View } : failed,
          ),
        );
      })
      .catch(async (error: unknown) => {
        if (!live) return;
        // Firefox and WebKit keep a module whose file did not arrive failed for the page's
        // life: when the retry fails on the screen's code again while the site answers, only
        // a new page load can fetch it (Chromium's retry loads it without one).
        const stuck = reloadable && attempt > 0 && isFailedPagePartLoad(error);
        if (stuck && (await reloadWhenReachable())) return;
        if (live) setState(failed);
      });
    return () => {
      live = false;
    };
  }, [load, view, attempt, reloadable]);

  // A screen whose data comes from the API loads the client with it (loadApi); every other
  // one when the customer starts on a form, so its submit never waits for it, and none
  // evaluates the client's schemas before the first interaction (issue 30). A failure is
  // the screen's to report when it asks for the client itself.
  useEffect(() => prefetchOnFirstInput([async () => preloadApi()]), []);

  // A layout effect: it runs before the view's own effects, so the page view comes first
  // and the view's events (the error page's) belong to this page.
  useLayoutEffect(() => {
    if (state.kind !== 'ready' || ownPageView || tracked.current) return;
    tracked.current = true;
    trackPageView();
  }, [state, ownPageView]);

  const retry = () => {
    setState({ kind: 'pending' });
    setAttempt((n) => n + 1);
  };

  if (state.kind === 'ready')
    return <state.View data={state.data} place={state.place} reload={retry} />;
  if (state.kind === 'failed') return <LoadFailed texts={failedTexts} onRetry={retry} />;
  return (
    <>
      <Skeleton />
      <SlowLoad key={attempt} onRetry={retry} />
    </>
  );
}

/**
 * A screen's island: `export default flowScreen({ Skeleton, load, view })`.
 * Its page renders the skeleton at build time; in the browser the island hydrates it,
 * then loads the data and the view's code side by side and shows the view.
 */
export function flowScreen<D>(definition: ScreenDefinition<D>) {
  return function FlowScreen({ locale, texts }: ScreenProps) {
    return (
      <TextProvider locale={locale} texts={texts}>
        <MantineRoot>
          <Screen definition={definition} />
        </MantineRoot>
      </TextProvider>
    );
  };
}
