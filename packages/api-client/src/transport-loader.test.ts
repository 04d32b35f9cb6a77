import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServiceConfig } from './config';
import { configureServices } from './configuration';
import * as deferredCalls from './deferred-calls';
import { getLocations } from './deferred-calls';
import { ERROR_MESSAGES } from './errors';
import { AUTH, server, setupTestServer } from './test/server';
import { preloadTransport, replaceTransportImporter, type TransportImporter } from './transport-loader';

setupTestServer();

let undo: (() => void) | undefined;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  undo?.();
  undo = undefined;
});

/** Imports the real transport, failing the attempts listed (a chunk that cannot be downloaded). */
function importer(failing: number[] = []) {
  const attempts = { count: 0 };
  const load: TransportImporter = () => {
    attempts.count += 1;
    if (failing.includes(attempts.count)) {
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module: calls.js'));
    }
    return import('./calls');
  };
  undo = replaceTransportImporter(load);
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

describe('the transport download', () => {
  it('happens on the first call, once, shared by two concurrent first calls and every later call', async () => {
    const attempts = importer();
    const served = locationsServed();
    expect(attempts.count).toBe(0);
    await Promise.all([getLocations(), getLocations()]);
    expect(attempts.count).toBe(1);
    await expect(getLocations()).resolves.toEqual(['Bahía Blanca', 'Ingeniero White']);
    expect(attempts.count).toBe(1);
    expect(served.count).toBe(3);
  });

  it('failing gives the Spanish network message, and the next call downloads it again', async () => {
    const attempts = importer([1]);
    const served = locationsServed();
    const failed = getLocations();
    expect(failed).toBeInstanceOf(Promise);
    await expect(failed).rejects.toMatchObject({ status: 0, message: ERROR_MESSAGES.network, isPinError: false });
    expect(served.count).toBe(0);

    await expect(getLocations()).resolves.toEqual(['Bahía Blanca', 'Ingeniero White']);
    expect(attempts.count).toBe(2);
    expect(served.count).toBe(1);
  });

  it('fails every call waiting on it with the network message', async () => {
    const attempts = importer([1]);
    locationsServed();
    const calls = await Promise.allSettled([getLocations(), getLocations()]);
    expect(calls).toMatchObject([
      { status: 'rejected', reason: { status: 0, message: ERROR_MESSAGES.network } },
      { status: 'rejected', reason: { status: 0, message: ERROR_MESSAGES.network } },
    ]);
    expect(attempts.count).toBe(1);
  });

  it('is downloaded by preloadTransport, so a call made offline later is still attempted', async () => {
    const attempts = importer();
    configureServices(fakeServiceConfig);
    // Configuring the services downloads nothing: the first screen comes first.
    expect(attempts.count).toBe(0);
    preloadTransport();
    preloadTransport();
    await vi.waitFor(() => expect(attempts.count).toBe(1));

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

  it('is tried again by the first call when the preload failed', async () => {
    const attempts = importer([1]);
    preloadTransport();
    await vi.waitFor(() => expect(attempts.count).toBe(1));

    const served = locationsServed();
    await expect(getLocations()).resolves.toHaveLength(2);
    expect(attempts.count).toBe(2);
    expect(served.count).toBe(1);
  });
});

describe('the public calls', () => {
  it('forward every call the transport implements, and nothing else', async () => {
    const transport = await import('./calls');
    expect(Object.keys(deferredCalls).sort()).toEqual(Object.keys(transport).sort());
    for (const forward of Object.values(deferredCalls)) expect(forward).toBeTypeOf('function');
  });

  it('leave ky, the clients, the answer checks and the call implementations out of the static graph', () => {
    const lazy = ['ky', './calls', './http', './validators', './form-data', './auth', './city-services', './profile'];
    const staticGraph = staticImportsFrom('./index');
    expect(staticGraph).toContain('./deferred-calls');
    expect(staticGraph).toContain('./transport-loader');
    for (const module of lazy) expect(staticGraph).not.toContain(module);
  });
});

/** Every module reached from `entry` by value imports (`import type` is erased, `import()` is lazy). */
function staticImportsFrom(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (specifier: string) => {
    if (seen.has(specifier)) return;
    seen.add(specifier);
    if (!specifier.startsWith('./')) return;
    const source = readFileSync(join(import.meta.dirname, `${specifier}.ts`), 'utf8');
    for (const [, specifierOf] of source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm)) {
      if (specifierOf) visit(specifierOf);
    }
  };
  visit(entry);
  return [...seen];
}
