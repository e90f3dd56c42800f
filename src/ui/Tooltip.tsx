import './tooltip.css';
import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
} from 'react';
import { TOOLTIP_DEFAULTS } from './defaults.ts';

export type TooltipPosition = 'top' | 'bottom';

export interface TooltipProps {
  label: ReactNode;
  /** The trigger: one focusable element that passes on `aria-describedby` (e.g. our Button). */
  children: ReactElement<{ 'aria-describedby'?: string | undefined }>;
  position?: TooltipPosition;
}

/** Room kept between a tooltip and the edge of the screen, in px. */
const EDGE = 8;

/** A peek comes and goes with hover and focus; a click pins it until clicked again. */
type Open = 'peek' | 'pinned' | null;

/**
 * A short description of its trigger. Hover and keyboard focus show it after a delay; a
 * click (tap, Enter, Space) shows it at once and keeps it until the next click; Escape or
 * leaving the trigger hides it, and the focus stays where it is. It describes the trigger
 * (aria-describedby) from the first render on, in the static HTML too and while hidden, so
 * a screen reader says it with the trigger's name at once (a hidden element that is named
 * directly still describes, and is not read a second time with the page's text). Written
 * for the site rather than taken from the component library: the library's tooltip and
 * its positioning engine weigh a fifth of a flow page's script budget, for a bubble above
 * or below a button that only needs to stay on screen.
 */
export function Tooltip({ label, children, position = 'top' }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState<Open>(null);
  const shown = open !== null;
  const [shift, setShift] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const bubble = useRef<HTMLSpanElement>(null);

  const peekAfter = useCallback((delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen((now) => now ?? 'peek'), delay);
  }, []);
  const unpeekAfter = useCallback((delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen((now) => (now === 'peek' ? null : now)), delay);
  }, []);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown, close]);

  // Centred on its trigger, moved sideways as far as it takes to stay on a narrow screen.
  useLayoutEffect(() => {
    const box = bubble.current?.getBoundingClientRect();
    if (!shown || !box) {
      setShift(0);
      return;
    }
    const width = document.documentElement.clientWidth;
    if (box.left < EDGE) setShift(EDGE - box.left);
    else if (box.right > width - EDGE) setShift(width - EDGE - box.right);
  }, [shown]);

  return (
    <span
      className="ui-tooltip-anchor"
      // A finger's pointer leaves as it lifts: taps are clicks, hover is for mouse and pen.
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') peekAfter(TOOLTIP_DEFAULTS.showDelay);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'touch') unpeekAfter(TOOLTIP_DEFAULTS.disposeTimeout);
      }}
      onFocus={() => peekAfter(TOOLTIP_DEFAULTS.showDelay)}
      onBlur={close}
      onClick={() => {
        if (open === 'pinned') close();
        else {
          clearTimeout(timer.current);
          setOpen('pinned');
        }
      }}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <span
        ref={bubble}
        role="tooltip"
        id={id}
        className="ui-tooltip"
        data-position={position}
        hidden={!shown}
        style={
          {
            '--tooltip-distance': `${TOOLTIP_DEFAULTS.distance}px`,
            '--tooltip-shift': `${shift}px`,
          } as CSSProperties
        }
      >
        {label}
      </span>
    </span>
  );
}
