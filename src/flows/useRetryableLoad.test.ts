// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRetryableLoad } from './useRetryableLoad.ts';

type Answer = { kind: 'loaded'; value: number } | { kind: 'failed' };

describe('useRetryableLoad', () => {
  it('is loading until the answer, and loads again on retry', async () => {
    const load = vi
      .fn<() => Promise<Answer | undefined>>()
      .mockResolvedValueOnce({ kind: 'failed' })
      .mockResolvedValueOnce({ kind: 'loaded', value: 2 });
    const { result } = renderHook(() => useRetryableLoad(load));
    expect(result.current.state).toEqual({ kind: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'failed' }));
    act(() => result.current.retry());
    expect(result.current.state).toEqual({ kind: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'loaded', value: 2 }));
    expect(load).toHaveBeenCalledTimes(2);
    act(() => result.current.replace({ kind: 'loaded', value: 3 }));
    expect(result.current.state).toEqual({ kind: 'loaded', value: 3 });
  });

  it('stays loading while the page leaves, and asks nothing before it is ready', async () => {
    const leaving = vi.fn<() => Promise<Answer | undefined>>().mockResolvedValue(undefined);
    type Props = { load: (() => Promise<Answer | undefined>) | undefined };
    const { result, rerender } = renderHook(({ load }: Props) => useRetryableLoad(load), {
      initialProps: { load: undefined } as Props,
    });
    rerender({ load: leaving });
    await waitFor(() => expect(leaving).toHaveBeenCalledTimes(1));
    expect(result.current.state).toEqual({ kind: 'loading' });
  });

  it('drops the answer of a load the screen has replaced', async () => {
    let answerOld: (answer: Answer) => void = () => undefined;
    const old = () => new Promise<Answer>((resolve) => (answerOld = resolve));
    const current = () => Promise.resolve<Answer>({ kind: 'loaded', value: 2 });
    const { result, rerender } = renderHook(({ load }) => useRetryableLoad(load), {
      initialProps: { load: old },
    });
    rerender({ load: current });
    await waitFor(() => expect(result.current.state).toEqual({ kind: 'loaded', value: 2 }));
    await act(async () => answerOld({ kind: 'loaded', value: 1 }));
    expect(result.current.state).toEqual({ kind: 'loaded', value: 2 });
  });
});
