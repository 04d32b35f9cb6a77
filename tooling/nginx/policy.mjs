// What nginx promises residents, whatever it serves: only production services (assertDeployable),
// every page's security headers, the Content-Security-Policy first, and the hashed assets' own.
// generate.mjs writes them into the configuration. `services` is the build's pages manifest's
// (apps/portal/config/pages-manifest.ts): `config`, the service configuration the build was made
// with, and `problems`, why those services cannot serve residents (config/services.mjs), if any.

/**
 * A configuration for residents names only https:// services off this machine: with
 * PORTAL_SERVICES unset the build talks to the fake services on 127.0.0.1, and nothing else in
 * a deployment would notice. Nor does it geocode at the public open-map service, which would
 * receive every resident's home address. Only a local preview, said so explicitly, may use them.
 */
export function assertDeployable(services, { localPreview = false } = {}) {
  if (localPreview) return;
  const { problems } = services;
  if (problems.length === 0) return;
  throw new Error(
    [
      'Refusing to generate an nginx configuration for services that cannot serve residents:',
      ...problems.map((problem) => `  - ${problem}`),
      'Build and generate with PORTAL_SERVICES=<production services file> (every address https://,',
      "none on this machine, the geocoder the city's own; apps/portal/deploy/services.example.json shows",
      'the shape and apps/portal/deploy/README.md what to put there). For a local preview',
      '(npm run preview, the browser tests, the bench) say so: --local-preview.',
    ].join('\n'),
  );
}

/**
 * `http://127.0.0.1:4010/auth/` → `http://127.0.0.1:4010`; duplicates removed, order kept. The
 * collector's too, when there is one: the portal sends its own reports there.
 */
function serviceOrigins({ config, reportsEndpoint }) {
  const addresses = [
    config.auth,
    config.municipal,
    config.streets,
    config.incidents,
    config.geocoder,
    ...(reportsEndpoint ? [reportsEndpoint] : []),
  ];
  return [...new Set(addresses.map((address) => new URL(address).origin))];
}

/** The Reporting API's name for the collector (`Reporting-Endpoints`, the CSP's `report-to`). */
const REPORTS_GROUP = 'csp';

/**
 * Where violations are reported, when the build has a collector: `report-to` (Chromium, Safari
 * 16.4+, Firefox 149+) with `report-uri` for the engines before it (an engine that knows
 * `report-to` ignores `report-uri`). No `'report-sample'`: a Trusted Types violation would
 * carry the refused value's first characters.
 */
function reportingDirectives({ reportsEndpoint }) {
  return reportsEndpoint ? [`report-uri ${reportsEndpoint}`, `report-to ${REPORTS_GROUP}`] : [];
}

/**
 * The portal's Content-Security-Policy. Scripts only from the portal itself, behind Trusted
 * Types with one policy, `default`, which the portal creates first thing
 * (apps/portal/src/security/trusted-types.ts) and which lets only markup-free text into an HTML
 * sink. Stylesheets only from the portal; style attributes in markup are refused (style-src).
 * A `<style>` element needs this response's nonce (style-src-elem): Radix Select and
 * react-remove-scroll write two at run time (the scrollbar and scroll-lock rules, whose text
 * depends on the device's scrollbar width, so no hash can name them), and take the nonce from
 * index.html (ui-kit's `styleNonce`). nginx makes a fresh one for every page, `$request_id`
 * (128 random bits), and writes it both into this header and into the page (`htmlLines`). React
 * and Radix set element styles through the CSSOM, which CSP does not govern. Fetches go only to
 * the configured services (and the reports collector). Violations go to the collector, if any
 * (`reportingDirectives`). No `manifest-src`: the portal has no web app manifest (default-src
 * 'none' refuses one), and WebKit does not know the directive and logs an error on every page.
 */
function contentSecurityPolicy(services) {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-elem 'self' 'nonce-$request_id'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${serviceOrigins(services).join(' ')}`,
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types default',
    ...reportingDirectives(services),
  ].join('; ');
}

/**
 * What a hashed asset (a script, the stylesheet, a font) is sent with: `nosniff`, so it runs or
 * applies only as the type it is sent as; `Cross-Origin-Resource-Policy`, so no other site can
 * load it; HSTS; and a policy that allows nothing, should one ever be opened as a document. The
 * page's own headers (its policy with the nonce and the services, the referrer, frame, opener and
 * permission policies) govern documents only and do nothing on a subresource, and nginx sends
 * every header in full on each HTTP/2 answer (it keeps no HPACK table for responses): on
 * `/login/` they were about 0.4 KB as sent on each of the 14 scripts fetched before the form works
 * (10.3 KB in all, 4.5 KB with these, as the bench measures).
 */
export function assetHeaders() {
  return { 'Content-Security-Policy': "default-src 'none'", ...TRANSPORT_AND_TYPE };
}

/** What every answer carries, page or asset. */
const TRANSPORT_AND_TYPE = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** The security headers of every answer but a hashed asset's; `referrer` differs on the provider return pages. */
export function securityHeaders(services, { referrer = 'strict-origin-when-cross-origin' } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(services),
    'Strict-Transport-Security': TRANSPORT_AND_TYPE['Strict-Transport-Security'],
    'X-Content-Type-Options': TRANSPORT_AND_TYPE['X-Content-Type-Options'],
    'Referrer-Policy': referrer,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': TRANSPORT_AND_TYPE['Cross-Origin-Resource-Policy'],
    'X-Frame-Options': 'DENY',
    // Only features Chromium knows: an unknown name is a console error on every page.
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    ...(services.reportsEndpoint ? { 'Reporting-Endpoints': `${REPORTS_GROUP}="${services.reportsEndpoint}"` } : {}),
  };
}
