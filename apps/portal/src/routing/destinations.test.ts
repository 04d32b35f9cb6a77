import { PORTAL_DESTINATIONS } from '@portal/vitest-config/destinations';
import { describe, expect, it } from 'vitest';
import { AUTH_DESTINATIONS, RECOVERY_DESTINATIONS } from './destinations';

describe("the destinations the packages' tests and stories hand in", () => {
  it("are the shell's own, so a package is tested against the addresses the portal has", () => {
    expect(PORTAL_DESTINATIONS).toEqual({ ...AUTH_DESTINATIONS, ...RECOVERY_DESTINATIONS });
  });
});
