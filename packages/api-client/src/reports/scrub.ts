// The one scrubber every report passes through, in the portal before it sends one and in a
// collector when it receives one (CONTRACT.md, "Reports"): what a report may carry is listed field
// by field, every other field is dropped, and each string left is cut to the path of an address or
// cleared of what looks like a DNI, an e-mail, a token or a code. Patterns cannot find a name or a
// street, so reports never carry text a page shows or a resident types (the reporter reads none).

/** One report of the W3C Reporting API's format (`application/reports+json` is a list of them). */
export interface Report {
  type: string;
  age: number;
  url: string;
  user_agent: string;
  body: Record<string, unknown>;
}

/** The longest message kept, and the most stack frames. */
const MESSAGE_LIMIT = 300;
export const STACK_FRAME_LIMIT = 10;

const REPLACEMENTS: [RegExp, string][] = [
  // An address anywhere in a text, whole or a path: its path only (a query or fragment carries
  // tokens and codes), and a parameter that names a secret, wherever it is.
  [/((?:https?:\/\/|\/)[^\s?#'"<>]*)[?#][^\s'"<>]*/gi, '$1'],
  [/\b(token|code|state|ticket|access|refresh|password|alpha)=[^\s&'"<>]*/gi, '$1=[…]'],
  // JWT-looking: three base64url parts, the first a JSON header's `eyJ`.
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // A DNI: 7 or 8 digits in a row, or with the dots of 12.345.678.
  [/(?<![\d.])\d{1,2}\.\d{3}\.\d{3}(?![\d.]*\d)/g, '[dni]'],
  [/(?<!\d)\d{7,8}(?!\d)/g, '[dni]'],
  // A long base64url run with a digit or a mix of cases: a token, a key, a code's ticket.
  [/(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{20,}(?![\w-])/g, '[token]'],
  [/(?<![\w-])(?=[\w-]*[a-z])(?=[\w-]*[A-Z])[\w-]{24,}(?![\w-])/g, '[token]'],
  // The 4-digit sign-in code, and any other run of 4 or more digits (a DNI's part, a phone).
  // An address's port is kept.
  [/(?<!\d|https?:\/\/[^\s/]+:)\d{4,}(?!\d)/g, '[number]'],
];

/** A text with every address cut to its path and every DNI, e-mail, token and code replaced; at most `limit` characters. */
export function scrubText(text: string, limit = MESSAGE_LIMIT): string {
  let scrubbed = String(text);
  for (const [pattern, replacement] of REPLACEMENTS) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed.length > limit ? `${scrubbed.slice(0, limit - 1)}…` : scrubbed;
}

/** CSP's words for what is not an address: `inline`, `eval`, `wasm-eval`, `trusted-types-sink`… */
const CSP_KEYWORD = /^[a-z-]+$/;

/**
 * An address cut to its origin and path (no user, query or fragment), each segment scrubbed; a
 * `data:` or `blob:` address to its scheme alone; a CSP keyword as it is; '' for anything else.
 * The hand-off's `/login/<token>` keeps its pattern only.
 */
export function pathOnly(address: unknown): string {
  if (typeof address !== 'string' || address === '') return '';
  if (CSP_KEYWORD.test(address)) return address;
  let url: URL;
  try {
    url = new URL(address, 'http://relative.invalid');
  } catch {
    return '';
  }
  if (url.protocol === 'data:' || url.protocol === 'blob:') return url.protocol.slice(0, -1);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return url.protocol.slice(0, -1);
  const path = url.pathname
    .replace(/^\/login\/[^/]+/i, '/login/:token')
    .split('/')
    .map((segment) => scrubText(safeDecode(segment), 80))
    .join('/');
  const origin = url.origin === 'http://relative.invalid' ? '' : url.origin;
  return `${origin}${path}`.slice(0, 300);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The browser's family and major version of a User-Agent (`Chrome 140`, `Firefox 149`, `Safari 18`), or `other`. */
export function browserOf(userAgent: unknown): string {
  const ua = typeof userAgent === 'string' ? userAgent : '';
  // Already reduced (a report the portal scrubbed before sending): kept as it is.
  if (/^(?:(?:Edge|Opera|Samsung Internet|Firefox|Chrome|Safari) \d+|WebKit|other)$/.test(ua)) return ua;
  const families: [string, RegExp][] = [
    ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
    ['Opera', /\bOPR\/(\d+)/],
    ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
    ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
    ['Chrome', /\b(?:HeadlessChrome|Chrome|Chromium|CriOS)\/(\d+)/],
    ['Safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
  ];
  for (const [family, pattern] of families) {
    const match = pattern.exec(ua);
    if (match) return `${family} ${match[1]}`;
  }
  return /\bAppleWebKit\//.test(ua) ? 'WebKit' : 'other';
}

const text = (value: unknown, limit = MESSAGE_LIMIT): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? scrubText(String(value), limit) : undefined;
const whole = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.round(value)) : undefined;
const decimal = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const defined = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''));

/**
 * A CSP violation's body as the Reporting API names it, from either that shape or the older
 * `report-uri` one (`{"csp-report": {"document-uri": …}}`), without `sample` (a refused value's
 * first characters: a Trusted Types sink's text), without the policy (the city's own, and it
 * carries each page's nonce) and with every address cut to its path.
 */
function cspViolationBody(body: Record<string, unknown>): Record<string, unknown> {
  const pick = (modern: string, legacy: string) => body[modern] ?? body[legacy];
  return defined({
    documentURL: pathOnly(pick('documentURL', 'document-uri')),
    referrer: pathOnly(pick('referrer', 'referrer')),
    blockedURL: pathOnly(pick('blockedURL', 'blocked-uri')),
    effectiveDirective: text(pick('effectiveDirective', 'effective-directive') ?? body['violated-directive'], 80),
    sourceFile: pathOnly(pick('sourceFile', 'source-file')),
    disposition: text(pick('disposition', 'disposition'), 20),
    statusCode: whole(pick('statusCode', 'status-code')),
    lineNumber: whole(pick('lineNumber', 'line-number')),
    columnNumber: whole(pick('columnNumber', 'column-number')),
  });
}

/** The portal's error: the route's pattern, the error's name, a scrubbed message, the portal's own frames; a failed call's path and status. */
function portalErrorBody(body: Record<string, unknown>): Record<string, unknown> {
  const stack = Array.isArray(body.stack) ? body.stack : [];
  return defined({
    kind: text(body.kind, 40),
    route: pathOnly(body.route),
    name: text(body.name, 80),
    message: text(body.message),
    stack: stack.slice(0, STACK_FRAME_LIMIT).map((frame) => stackFrame(frame)),
    version: version(body.version),
    // A call that answered 5xx: its path (ids already out) and the status.
    call: pathOnly(body.call),
    status: whole(body.status),
  });
}

/** A build's version as the build writes it (a date, a short commit): a word of at most 40 characters, or nothing. */
const version = (value: unknown): string | undefined => (typeof value === 'string' && /^[\w.+-]{1,40}$/.test(value) ? value : undefined);

/** One frame, `at fn (https://portal/assets/x.js:1:2)` or `fn@https://portal/assets/x.js:1:2`: its address's path and position. */
function stackFrame(frame: unknown): string {
  const line = String(frame);
  const match = /^(.*?)(https?:\/\/\S+?)(:\d+:\d+)?\)?$/.exec(line.trim());
  if (!match) return scrubText(line, 200);
  return `${scrubText(match[1] ?? '', 80)}${pathOnly(match[2])}${match[3] ?? ''}${line.trim().endsWith(')') ? ')' : ''}`.slice(0, 300);
}

const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

/** A vital: its name, value and rating, the route's pattern and the navigation's type. */
function webVitalBody(body: Record<string, unknown>): Record<string, unknown> | null {
  if (typeof body.name !== 'string' || !VITALS.includes(body.name)) return null;
  return defined({
    name: body.name,
    value: decimal(body.value),
    rating: text(body.rating, 20),
    route: pathOnly(body.route),
    navigationType: text(body.navigationType, 20),
    version: version(body.version),
  });
}

/**
 * One report as it may be kept or sent: a known type, `age` and `url` (its path), the browser's
 * family and major version for `user_agent`, and only the fields its type lists; null for any
 * other type or shape, which is dropped.
 */
export function scrubReport(report: unknown): Report | null {
  if (typeof report !== 'object' || report === null) return null;
  const { type, age, url, user_agent: userAgent, body } = report as Record<string, unknown>;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  let scrubbed: Record<string, unknown> | null;
  if (type === 'csp-violation') scrubbed = cspViolationBody(fields);
  else if (type === 'portal-error') scrubbed = portalErrorBody(fields);
  else if (type === 'web-vital') scrubbed = webVitalBody(fields);
  else return null;
  if (!scrubbed) return null;
  return { type, age: whole(age) ?? 0, url: pathOnly(url), user_agent: browserOf(userAgent), body: scrubbed };
}

/** A legacy `report-uri` report (`application/csp-report`) in the Reporting API's shape, before scrubbing. */
export function fromLegacyCspReport(legacy: unknown, userAgent: string): unknown {
  const body = (legacy as { 'csp-report'?: unknown } | null)?.['csp-report'];
  if (typeof body !== 'object' || body === null) return null;
  return { type: 'csp-violation', age: 0, url: (body as Record<string, unknown>)['document-uri'], user_agent: userAgent, body };
}
