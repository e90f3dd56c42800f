import { useEffect, useRef } from 'react';
import { trackPageView } from '../analytics/screenView.ts';

/**
 * The page view of a flow screen, once `shown` is true: when the customer sees the screen,
 * not while its guards or data may still send the browser elsewhere. Pushed once per
 * screen, however often it renders (StrictMode included).
 */
export function usePageView(shown: boolean): void {
  const tracked = useRef(false);
  useEffect(() => {
    if (!shown || tracked.current) return;
    tracked.current = true;
    trackPageView();
  }, [shown]);
}
