// The one place the portal's service addresses are read at build time. The build (vite.config.ts)
// and the production server configuration are both generated from what this returns, so the two
// never disagree. Default: the local fake services.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fakeReportsConfig, fakeServiceConfig, sessionTimeoutProblems } from '@portal/api-client';

/** The fake services' addresses, their reports collector among them: the default of every build. */
export const fakeServices = { ...fakeServiceConfig, reports: fakeReportsConfig };

const REQUIRED = ['auth', 'municipal', 'streets', 'incidents', 'geocoder'];
const HTTP_ADDRESS = /^https?:\/\/[^/]+/;

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
  for (const [token, address] of Object.entries(config.handoff)) {
    if (typeof address !== 'string' || !HTTP_ADDRESS.test(address)) {
      throw new Error(`${file}: "handoff.${token}" must be an http(s) address`);
    }
  }
  const problems = [...sessionTimeoutProblems(config.session), ...reportsProblems(config.reports)];
  if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`);
  return config;
}

/**
 * Why a `reports` entry is malformed: unset is fine (reporting off); otherwise an http(s)
 * collector ending in "/" and, if given, a vitals sample rate from 0 to 1.
 */
function reportsProblems(reports) {
  if (reports === undefined) return [];
  if (typeof reports !== 'object' || reports === null) return ['"reports" must be an object ({ "collector": … }) or left out'];
  const problems = [];
  if (typeof reports.collector !== 'string' || !/^https?:\/\/.+\/$/.test(reports.collector)) {
    problems.push('"reports.collector" must be an http(s) address ending in "/"');
  }
  const rate = reports.vitalsSampleRate;
  if (rate !== undefined && !(typeof rate === 'number' && rate >= 0 && rate <= 1)) {
    problems.push('"reports.vitalsSampleRate" must be a number from 0 to 1');
  }
  return problems;
}

/**
 * Every address the portal calls or sends the browser to, by name: the services, the hand-offs,
 * the login screen's links and the reports collector, if any.
 */
function serviceAddresses(config) {
  return [
    ...REQUIRED.map((key) => [key, config[key]]),
    ...Object.entries(config.handoff).map(([token, address]) => [`handoff.${token}`, address]),
    ...Object.entries(config.links ?? {}).map(([name, address]) => [`links.${name}`, address]),
    ...(config.reports ? [['reports.collector', config.reports.collector]] : []),
  ];
}

/** 127.0.0.0/8, ::1, the unspecified addresses and `localhost` names: this machine, never production. */
function isLoopback(hostname) {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '0.0.0.0' ||
    host === '::1' ||
    host === '::' ||
    /^::ffff:(127\.|7f)/.test(host)
  );
}

/**
 * The public geocoders of the open map: OpenStreetMap's own Nominatim (and its other names) and the
 * public services that answer Nominatim's interface from its data. Each is a third party.
 */
const PUBLIC_OPEN_MAP_GEOCODERS = [
  'openstreetmap.org',
  'osm.org',
  'openstreetmap.fr',
  'openstreetmap.de',
  'photon.komoot.io',
  'geocode.maps.co',
];

/** Whether a host is one of the public open-map geocoders, or a name under one of them. */
export function isPublicOpenMapGeocoder(hostname) {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return PUBLIC_OPEN_MAP_GEOCODERS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/**
 * Why the configuration cannot serve residents: one line per address that is plain http:// (the
 * tokens and personal data would cross the network unencrypted, and the browser blocks it from an
 * https page anyway) or on this machine (the fake services), and a geocoder that is the public
 * open-map service: every profile save sends it the resident's home address, while the privacy
 * policy shares data only for legal duties or with other government bodies. Empty when every
 * address is fit.
 */
export function productionProblems(config) {
  const problems = [];
  for (const [name, address] of serviceAddresses(config)) {
    const url = new URL(address);
    if (isLoopback(url.hostname)) problems.push(`${name}: ${address} is on this machine (loopback)`);
    else if (url.protocol !== 'https:') problems.push(`${name}: ${address} is not https://`);
  }
  if (isPublicOpenMapGeocoder(new URL(config.geocoder).hostname)) {
    problems.push(
      `geocoder: ${config.geocoder} is a public open-map geocoder, a third party: every profile save would send it the resident's home address (use the city's own proxy or a self-hosted geocoder with the same interface)`,
    );
  }
  return problems;
}

/** What a build prints: which services it talks to, and whether they can serve residents. */
export function describeServices(config, env = process.env) {
  const source = env.PORTAL_SERVICES ? `PORTAL_SERVICES=${env.PORTAL_SERVICES}` : 'PORTAL_SERVICES unset: the fake services';
  const width = Math.max(...serviceAddresses(config).map(([name]) => name.length));
  const lines = [`Services of this build (${source}):`];
  for (const [name, address] of serviceAddresses(config)) lines.push(`  ${name.padEnd(width)}  ${address}`);
  if (!config.reports) lines.push(`  ${'reports'.padEnd(width)}  unset: no CSP violation, error or vital is reported`);
  const problems = productionProblems(config);
  if (problems.length === 0) {
    lines.push("Every address is https:// and off this machine, and residents' addresses stay with the city: fit for production.");
  } else {
    lines.push(...problems.map((problem) => `  - ${problem}`));
    lines.push(`A local preview only, not a production build (${problems.length} problem${problems.length === 1 ? '' : 's'} above).`);
  }
  return lines.join('\n');
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
