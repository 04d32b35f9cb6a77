// The one place the portal's service addresses are read at build time. The build (vite.config.ts)
// and the production server configuration are both generated from what this returns, so the two
// never disagree. Default: the local fake services.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fakeServiceConfig, sessionTimeoutProblems } from '@portal/api-client';

/** The fake services' addresses: the default of every build. */
export const fakeServices = fakeServiceConfig;

const REQUIRED = ['auth', 'municipal', 'streets', 'incidents', 'geocoder'];

/**
 * Reads the JSON file named by PORTAL_SERVICES (relative to the working directory), or the
 * fake services when unset. Fails loudly on a malformed file rather than building a portal
 * that talks to nowhere.
 */
export function loadServiceConfig(env = process.env) {
  const file = env.PORTAL_SERVICES;
  if (!file) return fakeServices;
  const config = JSON.parse(readFileSync(resolve(file), 'utf8'));
  for (const key of REQUIRED) {
    if (typeof config[key] !== 'string' || !/^https?:\/\/.+\/$/.test(config[key])) {
      throw new Error(`${file}: "${key}" must be an http(s) address ending in "/"`);
    }
  }
  if (typeof config.handoff !== 'object' || config.handoff === null) {
    throw new Error(`${file}: "handoff" must map service tokens to addresses`);
  }
  const problems = sessionTimeoutProblems(config.session);
  if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`);
  return config;
}

/**
 * The dev server's configuration (`npm start`) with the inactivity timeouts taken from
 * PORTAL_INACTIVITY_SECONDS and PORTAL_WARNING_SECONDS when set, to try the warning without
 * waiting 15 minutes. Production builds read them from their service configuration only.
 */
export function withDevSessionTimeouts(config, env = process.env) {
  const session = { ...config.session };
  for (const [variable, key] of [
    ['PORTAL_INACTIVITY_SECONDS', 'inactivitySeconds'],
    ['PORTAL_WARNING_SECONDS', 'warningSeconds'],
  ]) {
    if (env[variable] !== undefined && env[variable] !== '') session[key] = Number(env[variable]);
  }
  const problems = sessionTimeoutProblems(session);
  if (problems.length > 0) {
    throw new Error(`PORTAL_INACTIVITY_SECONDS / PORTAL_WARNING_SECONDS: ${problems.join('; ')}`);
  }
  return Object.keys(session).length === 0 ? config : { ...config, session };
}
