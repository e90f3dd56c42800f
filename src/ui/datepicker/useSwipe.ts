import { useRef, type MouseEvent, type PointerEvent, type TouchEvent } from 'react';
import { SWIPE_THRESHOLD_PX } from './constants.ts';

export type SwipeDirection = 'previous' | 'next';

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent) => void;
  onPointerUp: (event: PointerEvent) => void;
  onPointerCancel: () => void;
  onTouchStart: (event: TouchEvent) => void;
  onTouchEnd: (event: TouchEvent) => void;
  onTouchCancel: () => void;
  onClickCapture: (event: MouseEvent) => void;
}

interface Point {
  x: number;
  y: number;
}

/**
 * Turns a horizontal finger swipe longer than `threshold` px into previous/next: a swipe
 * to the left shows the next page, as on paper. Browsers send both pointer and touch
 * events for one finger; the first end event consumes the gesture, so it counts once.
 * Mouse pointers are ignored: a mouse has the arrow buttons, and a shaky click must not
 * turn the page. The click that ends a swipe on a day is swallowed so it selects nothing.
 */
export function useSwipe(
  onSwipe: (direction: SwipeDirection) => void,
  threshold = SWIPE_THRESHOLD_PX,
): SwipeHandlers {
  const start = useRef<Point | null>(null);
  const justSwiped = useRef(false);

  const begin = (point: Point) => {
    justSwiped.current = false;
    start.current ??= point;
  };
  const end = (point: Point | undefined) => {
    const from = start.current;
    start.current = null;
    if (!from || !point) return;
    const dx = point.x - from.x;
    const dy = point.y - from.y;
    if (Math.abs(dx) <= threshold || Math.abs(dx) <= Math.abs(dy)) return;
    // Set after paging: paging may click a button inside, and only the click the
    // browser sends after the finger lifts is to be swallowed.
    onSwipe(dx < 0 ? 'next' : 'previous');
    justSwiped.current = true;
  };
  const cancel = () => {
    start.current = null;
  };
  const touchPoint = (list: TouchEvent['changedTouches']): Point | undefined => {
    const touch = list[0];
    return touch ? { x: touch.clientX, y: touch.clientY } : undefined;
  };

  return {
    onPointerDown: (e) => {
      if (e.pointerType !== 'mouse') begin({ x: e.clientX, y: e.clientY });
    },
    onPointerUp: (e) => {
      if (e.pointerType !== 'mouse') end({ x: e.clientX, y: e.clientY });
    },
    onPointerCancel: cancel,
    onTouchStart: (e) => {
      const point = touchPoint(e.touches);
      if (point) begin(point);
    },
    onTouchEnd: (e) => end(touchPoint(e.changedTouches)),
    onTouchCancel: cancel,
    onClickCapture: (e) => {
      if (!justSwiped.current) return;
      justSwiped.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
  };
}
