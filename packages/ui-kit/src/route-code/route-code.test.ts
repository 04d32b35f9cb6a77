import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, isDownloadFailure, OfflineDownloadError, routeCode } from './route-code';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('routeCode', () => {
  it('gives up on a chunk after 120 seconds (docs/product.md#routes)', async () => {
    vi.useFakeTimers();
    const pending = routeCode(() => new Promise<never>(() => {}));
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkTimeoutError);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it("passes a chunk that arrives in time through, and a failed one's error", async () => {
    await expect(routeCode(() => Promise.resolve('pantalla'))).resolves.toBe('pantalla');
    const lost = new TypeError('Failed to fetch dynamically imported module: /assets/pantalla.js');
    await expect(routeCode(() => Promise.reject(lost))).rejects.toBe(lost);
    await expect(
      routeCode(() => {
        throw lost;
      }),
    ).rejects.toBe(lost);
  });

  it('sends no request while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn(() => Promise.resolve('pantalla'));
    await expect(routeCode(load)).rejects.toBeInstanceOf(OfflineDownloadError);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('isDownloadFailure', () => {
  it("knows each browser's words for a chunk that did not arrive, the offline attempt and the time-out", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://portal/assets/a.js',
      'error loading dynamically imported module: https://portal/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ]) {
      expect(isDownloadFailure(new TypeError(message)), message).toBe(true);
    }
    expect(isDownloadFailure(new OfflineDownloadError())).toBe(true);
    expect(isDownloadFailure(new ChunkTimeoutError())).toBe(true);
  });

  it('tells a bug apart', () => {
    expect(isDownloadFailure(new TypeError("Cannot read properties of undefined (reading 'dni')"))).toBe(false);
    expect(isDownloadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});
