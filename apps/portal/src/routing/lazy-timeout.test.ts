import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, LAZY_CHUNK_TIMEOUT_MS, withLazyTimeouts, withTimeout } from './lazy-timeout';

afterEach(() => vi.useRealTimers());

describe('lazy chunk time-out', () => {
  it('is 120 seconds (spec section 9)', () => {
    expect(LAZY_CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects with ChunkTimeoutError when a chunk never arrives', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const pending = withTimeout(never, LAZY_CHUNK_TIMEOUT_MS);
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkTimeoutError);
    await vi.advanceTimersByTimeAsync(LAZY_CHUNK_TIMEOUT_MS);
    await assertion;
  });

  it('passes a chunk that arrives in time through untouched', async () => {
    await expect(withTimeout(Promise.resolve('chunk'), 1000)).resolves.toBe('chunk');
  });

  it('wraps the lazy functions of nested routes', async () => {
    vi.useFakeTimers();
    const routes: RouteObject[] = [{ children: [{ path: 'x', lazy: () => new Promise(() => {}) }] }];
    const wrapped = withLazyTimeouts(routes, 50);
    const lazy = wrapped[0]?.children?.[0]?.lazy;
    if (typeof lazy !== 'function') throw new Error('lazy was not kept');
    const assertion = expect(lazy()).rejects.toBeInstanceOf(ChunkTimeoutError);
    await vi.advanceTimersByTimeAsync(50);
    await assertion;
  });
});
