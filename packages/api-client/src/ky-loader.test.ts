import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLocations } from './auth';
import { fakeServiceConfig } from './config';
import { configureServices } from './configuration';
import { ERROR_MESSAGES } from './errors';
import { type KyImporter, replaceKyImporter } from './ky-loader';
import { AUTH, server, setupTestServer } from './test/server';

setupTestServer();

let undo: (() => void) | undefined;

afterEach(() => {
  vi.useRealTimers();
  undo?.();
  undo = undefined;
});

/** Imports the real ky, failing the attempts listed (a chunk that cannot be downloaded). */
function importer(failing: number[] = []) {
  const attempts = { count: 0 };
  const load: KyImporter = () => {
    attempts.count += 1;
    if (failing.includes(attempts.count)) {
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module: ky.js'));
    }
    return import('ky');
  };
  undo = replaceKyImporter(load);
  return attempts;
}

/** locations/ answering two towns, counting the requests that reach it. */
function locationsServed() {
  const served = { count: 0 };
  server.use(
    http.get(`${AUTH}locations/`, () => {
      served.count += 1;
      return HttpResponse.json(['Bahía Blanca', 'Ingeniero White']);
    }),
  );
  return served;
}

describe('the HTTP library download', () => {
  it('happens once, on the first call, for every call', async () => {
    const attempts = importer();
    const served = locationsServed();
    expect(attempts.count).toBe(0);
    await Promise.all([getLocations(), getLocations()]);
    await getLocations();
    expect(attempts.count).toBe(1);
    expect(served.count).toBe(3);
  });

  it('failing gives the Spanish network message, and the next call downloads it again', async () => {
    const attempts = importer([1]);
    const served = locationsServed();
    await expect(getLocations()).rejects.toMatchObject({ status: 0, message: ERROR_MESSAGES.network, isPinError: false });
    expect(served.count).toBe(0);

    await expect(getLocations()).resolves.toEqual(['Bahía Blanca', 'Ingeniero White']);
    expect(attempts.count).toBe(2);
    expect(served.count).toBe(1);
  });

  it('fails every call waiting on it with the network message', async () => {
    importer([1]);
    locationsServed();
    const calls = await Promise.allSettled([getLocations(), getLocations()]);
    expect(calls).toMatchObject([
      { status: 'rejected', reason: { status: 0, message: ERROR_MESSAGES.network } },
      { status: 'rejected', reason: { status: 0, message: ERROR_MESSAGES.network } },
    ]);
  });

  it('starts when the browser is idle after configuration, so a call made offline later is still attempted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    const attempts = importer();
    configureServices(fakeServiceConfig);
    expect(attempts.count).toBe(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(attempts.count).toBe(1);
    vi.useRealTimers();

    let reached = 0;
    server.use(
      http.get(`${AUTH}locations/`, () => {
        reached += 1;
        return HttpResponse.error();
      }),
    );
    await expect(getLocations()).rejects.toMatchObject({ status: 0, message: ERROR_MESSAGES.network });
    expect(reached).toBe(1);
    expect(attempts.count).toBe(1);
  });

  it('is tried again by the first call when the idle download failed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    const attempts = importer([1]);
    configureServices(fakeServiceConfig);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(attempts.count).toBe(1);
    vi.useRealTimers();

    const served = locationsServed();
    await expect(getLocations()).resolves.toHaveLength(2);
    expect(attempts.count).toBe(2);
    expect(served.count).toBe(1);
  });
});
