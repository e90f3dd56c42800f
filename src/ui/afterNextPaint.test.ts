// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterNextPaint.ts';

/** Resolves once a frame and a task after it have passed. */
const frameAndTask = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

describe('afterNextPaint', () => {
  it('runs the work after every callback of the next frame, not in it', async () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('work'));
    requestAnimationFrame(() => order.push('frame'));
    expect(order).toEqual([]);
    await vi.waitFor(() => expect(order).toEqual(['frame', 'work']));
  });

  it('runs nothing once cancelled, before or after the frame', async () => {
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancelLate = afterNextPaint(late);
    requestAnimationFrame(cancelLate);
    await frameAndTask();
    await frameAndTask();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
