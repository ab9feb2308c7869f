import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemSeconds } from './item-times.ts';
import { useTrackTime } from './use-track-time.ts';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
}

/** A server that stores the totals it is sent, as `/track` does (no clock limit here). */
function fakeServer(stored: number[]) {
  const totals = [...stored];
  const onReport = vi.fn(async (items: ItemSeconds[]) => {
    for (const { item, seconds } of items) totals[item] = Math.max(totals[item] ?? 0, seconds);
    return { tracked_seconds: 0, item_seconds: [...totals] };
  });
  return { totals, onReport };
}

const seconds = (count: number) => act(() => vi.advanceTimersByTimeAsync(count * 1000));

describe('useTrackTime', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    setVisibility('visible');
  });

  it('counts each item on screen and reports their totals every half minute', async () => {
    const server = fakeServer([100, 0, 5]);
    const { result, rerender } = renderHook(
      ({ item }) =>
        useTrackTime({ isActive: true, item, stored: [100, 0, 5], onReport: server.onReport }),
      { initialProps: { item: 0 } },
    );
    await seconds(20);
    rerender({ item: 1 });
    await seconds(10);
    expect(server.onReport).toHaveBeenCalledTimes(1);
    expect(server.onReport).toHaveBeenLastCalledWith([
      { item: 0, seconds: 120 },
      { item: 1, seconds: 10 },
    ]);
    expect(result.current.elapsed).toBe(30);

    // Totals go on from what the server holds; only items counted since are sent.
    await seconds(30);
    expect(server.onReport).toHaveBeenLastCalledWith([{ item: 1, seconds: 40 }]);
    expect(server.totals).toEqual([120, 40, 5]);
  });

  it('pauses while the tab is hidden, reporting what it counted when it hides', async () => {
    const server = fakeServer([0]);
    const { result } = renderHook(() =>
      useTrackTime({ isActive: true, item: 0, stored: [0], onReport: server.onReport }),
    );
    await seconds(17);
    setVisibility('hidden');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(server.onReport).toHaveBeenLastCalledWith([{ item: 0, seconds: 17 }]);
    await seconds(120);
    expect(result.current.elapsed).toBe(17);
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await seconds(3);
    expect(result.current.elapsed).toBe(20);
  });

  it('stops counting after ten minutes without any activity, until the teacher acts', async () => {
    const server = fakeServer([0, 0]);
    const { result, rerender } = renderHook(
      ({ item }) =>
        useTrackTime({ isActive: true, item, stored: [0, 0], onReport: server.onReport }),
      { initialProps: { item: 0 } },
    );
    await seconds(4 * 60);
    fireEvent.pointerMove(window);
    await seconds(25 * 60);
    // Four minutes, then one stretch of ten: the rest did not count.
    expect(result.current.elapsed).toBe(14 * 60);
    expect(result.current.isIdle).toBe(true);
    expect(server.totals).toEqual([14 * 60, 0]);

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(result.current.isIdle).toBe(false);
    await seconds(5);
    expect(result.current.elapsed).toBe(14 * 60 + 5);
    // That stretch ends at ten minutes too; moving to another item starts a new one.
    await seconds(10 * 60);
    expect(result.current.isIdle).toBe(true);
    expect(result.current.elapsed).toBe(24 * 60);
    rerender({ item: 1 });
    expect(result.current.isIdle).toBe(false);
    await seconds(1);
    expect(result.current.elapsed).toBe(24 * 60 + 1);
  });

  it('sends again what a failed report carried, and takes the server’s totals as they are', async () => {
    let answer: 'fail' | 'clamp' = 'fail';
    const onReport = vi.fn(async (items: ItemSeconds[]) => {
      if (answer === 'fail') throw new Error('offline');
      // The server credited only 40 of the 60 seconds (its clock allowed no more).
      return { tracked_seconds: 40, item_seconds: [items[0] ? 40 : 0] };
    });
    renderHook(() => useTrackTime({ isActive: true, item: 0, stored: [0], onReport }));
    await seconds(30);
    expect(onReport).toHaveBeenLastCalledWith([{ item: 0, seconds: 30 }]);
    answer = 'clamp';
    await seconds(30);
    // The total, so the failed half minute is in it and nothing counts twice.
    expect(onReport).toHaveBeenLastCalledWith([{ item: 0, seconds: 60 }]);
    await seconds(30);
    expect(onReport).toHaveBeenLastCalledWith([{ item: 0, seconds: 70 }]);
    expect(onReport).toHaveBeenCalledTimes(3);
  });

  it('sends one report at a time: a flush waits for the one on its way and carries the rest', async () => {
    const pending: ((value: { tracked_seconds: number; item_seconds: number[] }) => void)[] = [];
    const onReport = vi.fn(
      (_items: ItemSeconds[]) =>
        new Promise<{ tracked_seconds: number; item_seconds: number[] }>((resolve) => {
          pending.push(resolve);
        }),
    );
    const { result } = renderHook(() =>
      useTrackTime({ isActive: true, item: 0, stored: [0], onReport }),
    );
    await seconds(30);
    expect(onReport).toHaveBeenCalledTimes(1);
    await seconds(5);
    let flushed = false;
    void result.current.flush().then(() => {
      flushed = true;
    });
    void result.current.flush();
    await seconds(1);
    expect(onReport).toHaveBeenCalledTimes(1);
    await act(async () => pending[0]?.({ tracked_seconds: 30, item_seconds: [30] }));
    expect(onReport).toHaveBeenCalledTimes(2);
    expect(onReport).toHaveBeenLastCalledWith([{ item: 0, seconds: 36 }]);
    await act(async () => pending[1]?.({ tracked_seconds: 36, item_seconds: [36] }));
    expect(flushed).toBe(true);
  });

  it('counts nothing while inactive and sends what is left when the player closes', async () => {
    const server = fakeServer([0]);
    const { rerender, unmount } = renderHook(
      ({ isActive }) => useTrackTime({ isActive, item: 0, stored: [0], onReport: server.onReport }),
      { initialProps: { isActive: false } },
    );
    await seconds(10);
    rerender({ isActive: true });
    await seconds(7);
    expect(server.onReport).not.toHaveBeenCalled();
    unmount();
    await act(async () => {});
    expect(server.onReport).toHaveBeenCalledWith([{ item: 0, seconds: 7 }]);
  });
});
