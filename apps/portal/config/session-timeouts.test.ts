import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeServices, loadServiceConfig, withDevSessionTimeouts } from './services.mjs';

describe('the inactivity timeouts of a build', () => {
  it('are the defaults unless the service configuration sets them, and a bad value fails the build', () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-services-'));
    const file = join(folder, 'services.json');
    const services = { ...fakeServices, session: { inactivitySeconds: 600, warningSeconds: 60 } };
    writeFileSync(file, JSON.stringify(services));
    expect(loadServiceConfig({ PORTAL_SERVICES: file }).session).toEqual({ inactivitySeconds: 600, warningSeconds: 60 });

    writeFileSync(file, JSON.stringify({ ...services, session: { inactivitySeconds: 60, warningSeconds: 90 } }));
    expect(() => loadServiceConfig({ PORTAL_SERVICES: file })).toThrow(/warningSeconds must be shorter/);
  });

  it('npm start takes PORTAL_INACTIVITY_SECONDS and PORTAL_WARNING_SECONDS, and says which is wrong', () => {
    expect(withDevSessionTimeouts(fakeServices, {})).toBe(fakeServices);
    expect(withDevSessionTimeouts(fakeServices, { PORTAL_INACTIVITY_SECONDS: '60', PORTAL_WARNING_SECONDS: '20' }).session).toEqual({
      inactivitySeconds: 60,
      warningSeconds: 20,
    });
    expect(() => withDevSessionTimeouts(fakeServices, { PORTAL_INACTIVITY_SECONDS: 'diez' })).toThrow(
      /PORTAL_INACTIVITY_SECONDS.*inactivitySeconds must be a whole number/,
    );
    // A warning as long as the default 15 minutes would leave no time before it.
    expect(() => withDevSessionTimeouts(fakeServices, { PORTAL_WARNING_SECONDS: '900' })).toThrow(/shorter/);
  });
});
