import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { DatePickerProps } from './DatePicker.tsx';
import { LoadingPlaceholder } from './LoadingPlaceholder.tsx';

// Mantine dates and dayjs make the picker the heaviest shared component: every page
// loads it after its own code, never with it.
const DatePicker = lazy(() => import('./DatePicker.tsx').then((m) => ({ default: m.DatePicker })));

/** Height (px) of the stand-in while the picker loads: one text field. */
const FIELD_HEIGHT = 40;

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
  const placeholder = <LoadingPlaceholder height={FIELD_HEIGHT} />;
  if (!useInBrowser()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DatePicker {...props} />
    </Suspense>
  );
}
