// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SWIPE_THRESHOLD_PX } from './constants.ts';
import { useSwipe, type SwipeDirection } from './useSwipe.ts';

function Swipeable({
  onSwipe,
  onDayClick,
}: {
  onSwipe: (d: SwipeDirection) => void;
  onDayClick: () => void;
}) {
  return (
    <div data-testid="calendar" {...useSwipe(onSwipe)}>
      <button type="button" onClick={onDayClick}>
        15
      </button>
    </div>
  );
}

function setup() {
  const onSwipe = vi.fn();
  const onDayClick = vi.fn();
  render(<Swipeable onSwipe={onSwipe} onDayClick={onDayClick} />);
  return {
    onSwipe,
    onDayClick,
    area: screen.getByTestId('calendar'),
    day: screen.getByRole('button'),
  };
}

const touch = (el: HTMLElement, fromX: number, toX: number, fromY = 100, toY = fromY) => {
  fireEvent.touchStart(el, { touches: [{ clientX: fromX, clientY: fromY }] });
  fireEvent.touchEnd(el, { touches: [], changedTouches: [{ clientX: toX, clientY: toY }] });
};

const pointer = (el: HTMLElement, fromX: number, toX: number, pointerType = 'touch') => {
  fireEvent.pointerDown(el, { pointerType, clientX: fromX, clientY: 100 });
  fireEvent.pointerUp(el, { pointerType, clientX: toX, clientY: 100 });
};

describe('useSwipe', () => {
  it('is set to 10 px (SPEC §9)', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(10);
  });

  it('goes to the next page on a swipe to the left and back on a swipe to the right', () => {
    const { onSwipe, area } = setup();
    touch(area, 200, 150);
    touch(area, 150, 200);
    expect(onSwipe.mock.calls).toEqual([['next'], ['previous']]);
  });

  it('needs more than the threshold', () => {
    const { onSwipe, area } = setup();
    touch(area, 200, 200 - SWIPE_THRESHOLD_PX);
    expect(onSwipe).not.toHaveBeenCalled();
    touch(area, 200, 200 - SWIPE_THRESHOLD_PX - 1);
    expect(onSwipe).toHaveBeenCalledWith('next');
  });

  it('ignores a mostly vertical movement, which scrolls the page', () => {
    const { onSwipe, area } = setup();
    touch(area, 200, 170, 100, 180);
    expect(onSwipe).not.toHaveBeenCalled();
  });

  it('works with pointer events and counts a finger that sends both kinds once', () => {
    const { onSwipe, area } = setup();
    pointer(area, 200, 100);
    expect(onSwipe).toHaveBeenCalledTimes(1);

    fireEvent.pointerDown(area, { pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.touchStart(area, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.pointerUp(area, { pointerType: 'touch', clientX: 160, clientY: 100 });
    fireEvent.touchEnd(area, { touches: [], changedTouches: [{ clientX: 160, clientY: 100 }] });
    expect(onSwipe.mock.calls).toEqual([['next'], ['previous']]);
  });

  it('ignores mouse drags', () => {
    const { onSwipe, area } = setup();
    pointer(area, 200, 100, 'mouse');
    expect(onSwipe).not.toHaveBeenCalled();
  });

  it('forgets a gesture the browser cancelled', () => {
    const { onSwipe, area } = setup();
    fireEvent.pointerDown(area, { pointerType: 'touch', clientX: 200, clientY: 100 });
    fireEvent.pointerCancel(area);
    fireEvent.pointerUp(area, { pointerType: 'touch', clientX: 100, clientY: 100 });
    expect(onSwipe).not.toHaveBeenCalled();
  });

  it('does not select the day a swipe ended on, but the next tap does', () => {
    const { onSwipe, onDayClick, day } = setup();
    touch(day, 200, 100);
    fireEvent.click(day);
    expect(onSwipe).toHaveBeenCalledTimes(1);
    expect(onDayClick).not.toHaveBeenCalled();

    touch(day, 100, 102);
    fireEvent.click(day);
    expect(onDayClick).toHaveBeenCalledTimes(1);
  });
});
