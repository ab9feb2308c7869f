import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTrackTime } from './use-track-time.ts';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
}

describe('useTrackTime', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('reports every half minute the page is visible, and the rest when flushed', async () => {
    const onReport = vi.fn().mockResolvedValue(undefined);
    const { result, unmount } = renderHook(() => useTrackTime({ isActive: true, onReport }));

    act(() => vi.advanceTimersByTime(30_000));
    expect(onReport).toHaveBeenCalledWith(30);
    expect(result.current.elapsed).toBe(30);

    // A hidden tab does not count.
    setVisibility('hidden');
    act(() => vi.advanceTimersByTime(60_000));
    expect(onReport).toHaveBeenCalledTimes(1);

    setVisibility('visible');
    act(() => vi.advanceTimersByTime(12_000));
    await act(() => result.current.flush());
    expect(onReport).toHaveBeenLastCalledWith(12);
    expect(result.current.elapsed).toBe(42);

    // Nothing left: leaving the page sends nothing more.
    unmount();
    expect(onReport).toHaveBeenCalledTimes(2);
  });

  it('reports what it counted when the tab is hidden or closed', () => {
    const onReport = vi.fn().mockResolvedValue(undefined);
    renderHook(() => useTrackTime({ isActive: true, onReport }));
    act(() => vi.advanceTimersByTime(17_000));
    setVisibility('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(onReport).toHaveBeenCalledWith(17);
  });

  it('counts nothing while inactive and sends what is left when the player closes', () => {
    const onReport = vi.fn().mockResolvedValue(undefined);
    const { rerender, unmount } = renderHook(
      ({ isActive }) => useTrackTime({ isActive, onReport }),
      { initialProps: { isActive: false } },
    );
    act(() => vi.advanceTimersByTime(10_000));
    rerender({ isActive: true });
    act(() => vi.advanceTimersByTime(7_000));
    expect(onReport).not.toHaveBeenCalled();
    unmount();
    expect(onReport).toHaveBeenCalledWith(7);
  });
});
