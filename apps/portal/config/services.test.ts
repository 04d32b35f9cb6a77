import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { announceServices } from './announce-services';
import { describeServices, fakeServices, isPublicOpenMapGeocoder, loadServiceConfig, productionProblems } from './services.mjs';

const EXAMPLE = join(import.meta.dirname, '..', 'deploy', 'services.example.json');

describe('the service configuration', () => {
  it('is the fakes when PORTAL_SERVICES is unset, and the file it names otherwise', () => {
    expect(loadServiceConfig({})).toBe(fakeServices);
    expect(loadServiceConfig({ PORTAL_SERVICES: EXAMPLE }).auth).toBe('https://autenticacion.bahia.gob.ar/api/');
  });

  it('refuses a hand-off destination that is not an http(s) address', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-services-'));
    try {
      const file = join(dir, 'services.json');
      const example = loadServiceConfig({ PORTAL_SERVICES: EXAMPLE });
      writeFileSync(file, JSON.stringify({ ...example, handoff: { habilitaciones: 'javascript:alert(1)' } }));
      expect(() => loadServiceConfig({ PORTAL_SERVICES: file })).toThrow(`${file}: "handoff.habilitaciones" must be an http(s) address`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['not an object', 'off', '"reports" must be an object ({ "collector": … }) or left out'],
    [
      'a collector without its final "/"',
      { collector: 'https://informes.bahia.gob.ar/portal' },
      '"reports.collector" must be an http(s) address ending in "/"',
    ],
    [
      'a collector that is not http(s)',
      { collector: 'javascript:alert(1)/' },
      '"reports.collector" must be an http(s) address ending in "/"',
    ],
    [
      'a sample rate above 1',
      { collector: 'https://informes.bahia.gob.ar/portal/', vitalsSampleRate: 10 },
      '"reports.vitalsSampleRate" must be a number from 0 to 1',
    ],
  ])('refuses a reports entry that is %s', (_, reports, message) => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-services-'));
    try {
      const file = join(dir, 'services.json');
      writeFileSync(file, JSON.stringify({ ...loadServiceConfig({ PORTAL_SERVICES: EXAMPLE }), reports }));
      expect(() => loadServiceConfig({ PORTAL_SERVICES: file })).toThrow(`${file}: ${message}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes a configuration without a collector as reporting off, fit for production, and says so', () => {
    const { reports: _, ...unreported } = loadServiceConfig({ PORTAL_SERVICES: EXAMPLE });
    expect(productionProblems(unreported)).toEqual([]);
    expect(describeServices(unreported, { PORTAL_SERVICES: 'services.json' })).toMatch(
      /^ {2}reports +unset: no CSP violation, error or vital is reported$/m,
    );
  });

  it('finds the example production file fit, and every address of the fakes unfit', () => {
    expect(productionProblems(loadServiceConfig({ PORTAL_SERVICES: EXAMPLE }))).toEqual([]);
    expect(productionProblems(fakeServices)).toHaveLength(9);
  });

  it.each([
    [
      'a plain http:// service',
      { auth: 'http://autenticacion.bahia.gob.ar/api/' },
      'auth: http://autenticacion.bahia.gob.ar/api/ is not https://',
    ],
    ['a service on localhost', { streets: 'https://localhost:8443/' }, 'streets: https://localhost:8443/ is on this machine (loopback)'],
    ['a service on ::1', { geocoder: 'https://[::1]/' }, 'geocoder: https://[::1]/ is on this machine (loopback)'],
    ['a service on 127.1.2.3', { municipal: 'https://127.1.2.3/' }, 'municipal: https://127.1.2.3/ is on this machine (loopback)'],
    [
      'a plain http:// hand-off',
      { handoff: { habilitaciones: 'http://habilitaciones.bahia.gob.ar' } },
      'handoff.habilitaciones: http://habilitaciones.bahia.gob.ar is not https://',
    ],
    [
      'a loopback hand-off',
      { handoff: { habilitaciones: 'https://127.0.0.1:4010/servicios/habilitaciones' } },
      'handoff.habilitaciones: https://127.0.0.1:4010/servicios/habilitaciones is on this machine (loopback)',
    ],
    [
      'a plain http:// reports collector',
      { reports: { collector: 'http://informes.bahia.gob.ar/portal/' } },
      'reports.collector: http://informes.bahia.gob.ar/portal/ is not https://',
    ],
    [
      'a loopback reports collector',
      { reports: { collector: 'https://localhost:4010/collector/' } },
      'reports.collector: https://localhost:4010/collector/ is on this machine (loopback)',
    ],
  ])('finds %s unfit, and names it alone', (_, change, problem) => {
    expect(productionProblems({ ...loadServiceConfig({ PORTAL_SERVICES: EXAMPLE }), ...change })).toEqual([problem]);
  });

  it('is printed by every build: each address, and whether it is fit for production', async () => {
    const printed: string[] = [];
    const plugin = announceServices(fakeServices, (text) => printed.push(text));
    const buildApp = plugin.buildApp as unknown as { handler: () => Promise<void> };
    await buildApp.handler();
    expect(printed).toEqual([describeServices(fakeServices, {})]);
    const lines = printed[0]?.split('\n') ?? [];
    expect(lines[0]).toBe('Services of this build (PORTAL_SERVICES unset: the fake services):');
    expect(lines).toContain('  handoff.habilitaciones      http://127.0.0.1:4010/servicios/habilitaciones');
    expect(lines).toContain('  - auth: http://127.0.0.1:4010/auth/ is on this machine (loopback)');
    expect(lines).toContain('  - reports.collector: http://127.0.0.1:4010/collector/ is on this machine (loopback)');
    expect(lines.at(-1)).toBe('A local preview only, not a production build (9 problems above).');
    const production = describeServices(loadServiceConfig({ PORTAL_SERVICES: EXAMPLE }), { PORTAL_SERVICES: 'services.json' });
    expect(production.split('\n').at(-1)).toBe(
      "Every address is https:// and off this machine, and residents' addresses stay with the city: fit for production.",
    );
  });

  it('names a public open-map geocoder as sending residents’ addresses to a third party', () => {
    const example = loadServiceConfig({ PORTAL_SERVICES: EXAMPLE });
    for (const geocoder of [
      'https://nominatim.openstreetmap.org/',
      'https://NOMINATIM.OpenStreetMap.org./',
      'https://nominatim.osm.org/',
      'https://nominatim.openstreetmap.fr/',
      'https://photon.komoot.io/',
      'https://geocode.maps.co/',
    ]) {
      const problems = productionProblems({ ...example, geocoder });
      expect(problems, geocoder).toEqual([
        `geocoder: ${geocoder} is a public open-map geocoder, a third party: every profile save would send it the resident's home address (use the city's own proxy or a self-hosted geocoder with the same interface)`,
      ]);
      const printed = describeServices({ ...example, geocoder }, { PORTAL_SERVICES: 'services.json' }).split('\n');
      expect(printed).toContain(`  - ${problems[0]}`);
      expect(printed.at(-1)).toBe('A local preview only, not a production build (1 problem above).');
    }
    // The city's own geocoder, a self-hosted Nominatim among them, is fit; so is a name that only looks alike.
    for (const geocoder of [
      'https://geocodificador.bahia.gob.ar/',
      'https://nominatim.bahia.gob.ar/',
      'https://notopenstreetmap.org.bahia.gob.ar/',
    ]) {
      expect(productionProblems({ ...example, geocoder }), geocoder).toEqual([]);
    }
    expect(isPublicOpenMapGeocoder('openstreetmap.org.evil.example')).toBe(false);
    expect(isPublicOpenMapGeocoder('myopenstreetmap.org')).toBe(false);
  });
});
