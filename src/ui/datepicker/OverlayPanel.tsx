import type { CalendarLevel } from '@mantine/dates';
import { useEffect, useRef, type ReactNode } from 'react';

/** What the open dropdown shows: Mantine's month, year or decade level, or the time overlay. */
export type DatePickerOverlay = CalendarLevel | 'time';

/**
 * Focuses the day Mantine keeps in the tab order, else the chosen or first free time.
 * Without scrolling, as Mantine's focus trap does: the popover may not be in its place
 * yet, and scrolling to it there would hide the field it hangs from, and with it the popover.
 */
function focusCurrent(root: HTMLElement | null) {
  const target =
    root?.querySelector<HTMLElement>('table button[tabindex="0"]') ??
    root?.querySelector<HTMLElement>('[aria-pressed="true"]:not(:disabled)') ??
    root?.querySelector<HTMLElement>('.dp-time-option:not(:disabled)');
  target?.focus({ preventScroll: true });
}

/**
 * The open overlay's content. Focus goes to the day Mantine keeps in the tab order (the
 * chosen day, else today, else the first free day), or to the chosen or first free time,
 * as in the APG date picker dialog: Mantine's focus trap starts on the element marked
 * `data-autofocus`, this panel, which hands the focus on. Each level renders its own
 * grid, so the focused control disappears when the level changes; focus moves on then too.
 */
export function OverlayPanel({
  overlay,
  children,
}: {
  overlay: DatePickerOverlay;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const focusedOverlay = useRef(overlay);
  useEffect(() => {
    // The first focus comes through the trap, after the popover or modal has noted where
    // to give the focus back on closing.
    if (focusedOverlay.current === overlay) return;
    focusedOverlay.current = overlay;
    focusCurrent(ref.current);
  }, [overlay]);
  return (
    <div
      ref={ref}
      className="dp-panel"
      data-overlay={overlay}
      data-autofocus
      tabIndex={-1}
      onFocus={(event) => {
        if (event.target === event.currentTarget) focusCurrent(event.currentTarget);
      }}
    >
      {children}
    </div>
  );
}
