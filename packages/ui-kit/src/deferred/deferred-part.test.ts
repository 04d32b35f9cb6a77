import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredPart, isDownloadFailure, OfflineDownloadError } from './deferred-part';

const lostChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/parte.js'));

/** A download the test finishes by hand. */
function held<T>() {
  let arrive: (value: T) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const promise = new Promise<T>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  return { promise, arrive, fail };
}

const goOnline = () => window.dispatchEvent(new Event('online'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('deferredPart', () => {
  it('shares one download and keeps what arrived', async () => {
    const loader = vi.fn(() => Promise.resolve('parte'));
    const part = deferredPart(loader);
    part.preload();
    expect(part.loaded()).toBeUndefined();
    await expect(part.load()).resolves.toBe('parte');
    await expect(part.load()).resolves.toBe('parte');
    expect(part.loaded()).toBe('parte');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('never downloads twice at once: every caller joins the download under way, a failed one included', async () => {
    const first = held<string>();
    const loader = vi.fn(() => first.promise);
    const part = deferredPart(loader);
    const callers = [part.load(), part.load(), part.load()];
    part.preload();
    expect(loader).toHaveBeenCalledTimes(1);
    first.fail(new TypeError('Failed to fetch dynamically imported module'));
    const settled = await Promise.allSettled(callers);
    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('fetches a failed part again at its next use, and then keeps it', async () => {
    const loader = vi.fn(() => Promise.resolve('parte')).mockImplementationOnce(lostChunk);
    const part = deferredPart(loader);
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    expect(part.state()).toEqual({ value: undefined, failed: true });
    await expect(part.load()).resolves.toBe('parte');
    expect(part.state()).toEqual({ value: 'parte', failed: false });
    await part.load();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('fetches a failed part again by itself when the browser comes back online, once', async () => {
    const loader = vi.fn(() => Promise.resolve('parte')).mockImplementationOnce(lostChunk);
    const part = deferredPart(loader);
    const told = vi.fn();
    part.subscribe(told);
    part.preload();
    await vi.waitFor(() => expect(part.state().failed).toBe(true));
    expect(told).toHaveBeenCalledTimes(1);

    goOnline();
    expect(loader).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(part.loaded()).toBe('parte'));
    expect(told).toHaveBeenCalledTimes(2);
    // Arrived: a later `online` downloads nothing.
    goOnline();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('leaves a part that has not failed alone when the browser comes back online', () => {
    const loader = vi.fn(() => Promise.resolve('parte'));
    deferredPart(loader);
    goOnline();
    expect(loader).not.toHaveBeenCalled();
  });

  it('joins a download already under way when the browser comes back online', async () => {
    const second = held<string>();
    const loader = vi.fn(() => second.promise).mockImplementationOnce(lostChunk);
    const part = deferredPart(loader);
    part.preload();
    await vi.waitFor(() => expect(part.state().failed).toBe(true));
    // The resident used the part again before the browser said it was back.
    const use = part.load();
    goOnline();
    expect(loader).toHaveBeenCalledTimes(2);
    second.arrive('parte');
    await expect(use).resolves.toBe('parte');
  });

  it('starts no download while the browser is offline, and downloads once it is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const loader = vi.fn(() => Promise.resolve('parte'));
    const part = deferredPart(loader);
    const attempt = part.load();
    await expect(attempt).rejects.toBeInstanceOf(OfflineDownloadError);
    await expect(attempt).rejects.toSatisfy(isDownloadFailure);
    expect(loader).not.toHaveBeenCalled();
    expect(part.state().failed).toBe(true);

    onLine.mockReturnValue(true);
    goOnline();
    expect(loader).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(part.loaded()).toBe('parte'));
  });

  it('fails, and is tried again, when its loader throws instead of rejecting', async () => {
    const loader = vi
      .fn(() => Promise.resolve('parte'))
      .mockImplementationOnce(() => {
        throw new TypeError('Failed to fetch dynamically imported module');
      });
    const part = deferredPart(loader);
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    await expect(part.load()).resolves.toBe('parte');
  });

  it('leaves a failed preload for the next load, without an unhandled rejection', async () => {
    const loader = vi.fn(() => Promise.resolve('parte')).mockImplementationOnce(lostChunk);
    const part = deferredPart(loader);
    part.preload();
    await Promise.resolve();
    await expect(part.load()).resolves.toBe('parte');
  });
});

describe('isDownloadFailure', () => {
  it("knows each browser's words for a chunk that did not arrive, and nothing else", () => {
    expect(isDownloadFailure(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isDownloadFailure(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isDownloadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isDownloadFailure(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isDownloadFailure(new OfflineDownloadError())).toBe(true);
    expect(isDownloadFailure(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isDownloadFailure('Failed to fetch dynamically imported module')).toBe(false);
  });
});
