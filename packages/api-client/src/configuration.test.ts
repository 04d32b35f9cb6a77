import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getLocations } from './calls';
import { fakeServiceConfig } from './config';
import { configureServices, getRequestTimeout, getServiceConfig } from './configuration';
import { server, setupTestServer } from './test/server';

setupTestServer();

describe('service configuration', () => {
  // The default time-out, 15 s, is errors.test.ts's: a call that gets no answer fails after it.
  it('sends every call to the fake services until the portal configures others', async () => {
    server.use(http.get(`${fakeServiceConfig.auth}locations/`, () => HttpResponse.json(['Bahía Blanca'])));
    await expect(getLocations()).resolves.toEqual(['Bahía Blanca']);
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
