import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle } from './when-idle';

type Asked = { callback: IdleRequestCallback; timeout: number | undefined };

/** A browser whose idle periods the test hands out one by one. */
function idleBrowser() {
  const asked: Asked[] = [];
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: IdleRequestCallback, options?: IdleRequestOptions) => asked.push({ callback, timeout: options?.timeout })),
  );
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  return {
    asked,
    /** Runs the latest request with an idle period of `ms` (or as timed out). */
    idlePeriod(ms: number, didTimeout = false) {
      asked.at(-1)?.callback({ didTimeout, timeRemaining: () => ms });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits through the short idle periods between frames and runs in the first long one', () => {
    const browser = idleBrowser();
    const task = vi.fn();
    whenIdle(task);
    browser.idlePeriod(8);
    browser.idlePeriod(12);
    expect(task).not.toHaveBeenCalled();
    expect(browser.asked).toHaveLength(3);
    browser.idlePeriod(49);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs anyway once 2 s have passed in all, however busy the browser', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const browser = idleBrowser();
    const task = vi.fn();
    whenIdle(task);
    expect(browser.asked[0]?.timeout).toBe(IDLE_TIMEOUT_MS);
    vi.advanceTimersByTime(1500);
    browser.idlePeriod(5);
    // Asked again with what is left of the 2 s, not 2 s more.
    expect(browser.asked[1]?.timeout).toBe(500);
    vi.advanceTimersByTime(500);
    browser.idlePeriod(5);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs when the browser says the wait timed out', () => {
    const browser = idleBrowser();
    const task = vi.fn();
    whenIdle(task);
    browser.idlePeriod(0, true);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
