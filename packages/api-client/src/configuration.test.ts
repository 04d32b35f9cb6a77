import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { fakeServiceConfig } from './config';
import { configureServices, DEFAULT_TIMEOUT_MS, getRequestTimeout, getServiceConfig } from './configuration';
import { getLocations } from './calls';
import { server, setupTestServer } from './test/server';

setupTestServer();

describe('service configuration', () => {
  it('defaults to the fake services and a 15 s timeout', () => {
    expect(getServiceConfig()).toBe(fakeServiceConfig);
    expect(getRequestTimeout()).toBe(DEFAULT_TIMEOUT_MS);
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
  });

  it('points every call at the configured addresses', async () => {
    const config = { ...fakeServiceConfig, auth: 'https://cuenta.example.gob.ar/api/' };
    configureServices(config, { timeoutMs: 5_000 });
    expect(getServiceConfig()).toBe(config);
    expect(getRequestTimeout()).toBe(5_000);
    server.use(http.get('https://cuenta.example.gob.ar/api/locations/', () => HttpResponse.json(['Cabildo'])));
    await expect(getLocations()).resolves.toEqual(['Cabildo']);
  });

  it('refuses a timeout that is not a positive number', () => {
    expect(() => configureServices(fakeServiceConfig, { timeoutMs: 0 })).toThrow(RangeError);
    expect(() => configureServices(fakeServiceConfig, { timeoutMs: Number.NaN })).toThrow(RangeError);
  });
});
