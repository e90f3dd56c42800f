import { Suspense, useSyncExternalStore } from 'react';
import type { DatePickerProps } from './DatePicker.tsx';
import { importWhenReachable } from './importWhenReachable.ts';
import { lazyPart } from './lazyPart.tsx';
import { LoadingPlaceholder } from './LoadingPlaceholder.tsx';
import { loadStylesheet } from './stylesheet.ts';
import stylesheet from './datepicker/styles.css?url';

// Mantine dates and dayjs make the picker the heaviest shared component: every page
// loads it after its own code, never with it, and its styles (about 45 KB, Mantine's
// popover, modal and calendar) beside its code rather than in the page's HTML.
const loadPicker = importWhenReachable(
  'lazy-files:src/ui/DatePicker.tsx',
  () => import('./DatePicker.tsx'),
);
const DatePicker = lazyPart(() =>
  Promise.all([loadPicker(), loadStylesheet(stylesheet)]).then(([m]) => m.DatePicker),
);

/** Height (px) of the stand-in while the picker loads: one text field. */
export const PICKER_HEIGHT = 40;

const noSubscription = () => () => {};

/**
 * False while the page is built and while its HTML is hydrated, true in the browser after
 * that. The picker depends on the visitor's clock and screen width, and a lazy component
 * in the built HTML would need React's inline streaming script, which the CSP forbids.
 */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** The shared DatePicker, loaded on demand in the browser; use this one in screens. */
export function LazyDatePicker(props: DatePickerProps) {
  const placeholder = <LoadingPlaceholder height={PICKER_HEIGHT} />;
  if (!useInBrowser()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DatePicker {...props} />
    </Suspense>
  );
}
