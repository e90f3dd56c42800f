import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { guardedSubmit } from './guardedSubmit.ts';

const submitEvent = () =>
  ({ preventDefault: vi.fn() }) as unknown as FormEvent<HTMLFormElement> & {
    preventDefault: ReturnType<typeof vi.fn>;
  };

describe('guardedSubmit', () => {
  it('submits when nothing is under way', async () => {
    const submit = vi.fn(() => Promise.resolve());
    const event = submitEvent();
    guardedSubmit(event, false, submit, vi.fn());
    expect(submit).toHaveBeenCalledWith(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it('ignores a second submit while one is under way, and keeps the browser from sending the form', () => {
    const submit = vi.fn(() => Promise.resolve());
    const event = submitEvent();
    guardedSubmit(event, true, submit, vi.fn());
    expect(submit).not.toHaveBeenCalled();
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('reports a submit whose rules could not load', async () => {
    const onUnavailable = vi.fn();
    guardedSubmit(submitEvent(), false, () => Promise.reject(new Error('chunk')), onUnavailable);
    await vi.waitFor(() => expect(onUnavailable).toHaveBeenCalled());
  });
});
