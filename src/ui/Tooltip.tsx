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

/**
 * A short description of its trigger. Shows on hover, on touch and on keyboard focus,
 * goes away on Escape, and describes the trigger (aria-describedby) while shown. Written
 * for the site rather than taken from the component library: the library's tooltip and
 * its positioning engine weigh a fifth of a flow page's script budget, for a bubble above
 * or below a button that only needs to stay on screen.
 */
export function Tooltip({ label, children, position = 'top' }: TooltipProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const [shift, setShift] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const bubble = useRef<HTMLSpanElement>(null);

  const showAfter = useCallback((delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(true), delay);
  }, []);
  const hideAfter = useCallback((delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(false), delay);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown]);

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
      onPointerEnter={() => showAfter(TOOLTIP_DEFAULTS.showDelay)}
      onPointerLeave={() => hideAfter(TOOLTIP_DEFAULTS.disposeTimeout)}
      onFocus={() => showAfter(TOOLTIP_DEFAULTS.showDelay)}
      onBlur={() => hideAfter(0)}
      onTouchStart={() => showAfter(0)}
    >
      {cloneElement(children, { 'aria-describedby': shown ? id : undefined })}
      {shown && (
        <span
          ref={bubble}
          role="tooltip"
          id={id}
          className="ui-tooltip"
          data-position={position}
          style={
            {
              '--tooltip-distance': `${TOOLTIP_DEFAULTS.distance}px`,
              '--tooltip-shift': `${shift}px`,
            } as CSSProperties
          }
        >
          {label}
        </span>
      )}
    </span>
  );
}
