/// <reference types="node" />
// Node only: the browser-safe entry (index) never imports this file.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_SERVICES_ORIGIN, fakeReportsConfig, fakeServiceConfig, type ServiceConfig } from '@portal/api-client';
import { getResponse, type RequestHandler } from 'msw';
import { type Collector, createCollector, createCollectorHandlers } from './collector';
import { type ContractCheck, createContractCheck } from './contract';
import { createHandlers } from './handlers';
import { FAKE_CLIENT_HEADER, FAKE_SERVICE_HEADER } from './responses';
import { createFakeState, DEFAULT_PORTAL_ORIGIN, type FakeState, type Mail } from './state';

export interface FakeServerOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where the portal runs; default http://127.0.0.1:5173. */
  portalOrigin?: string;
  /** Lifetime of access tokens; default 300 s. */
  accessTokenTtlSeconds?: number;
  /** Lifetime of refresh tokens; default one day. */
  refreshTokenTtlSeconds?: number;
  /** The clock, for tests. */
  now?: () => number;
  /** Print e-mails on the console (default true). */
  printMail?: boolean;
  /**
   * Check every answer of a fake service against the contract (packages/api-client/openapi.yaml)
   * and keep the violations in its world, for `GET /__dev/contract` (the browser tests set it).
   */
  checkContract?: boolean;
  /** How many reports the collector keeps (collector.ts; default a few hundred): the browser suite's sweep reads them all. */
  reportsKept?: number;
}

export interface FakeServer {
  /** The origin the services answer on, e.g. http://127.0.0.1:4010. */
  url: string;
  port: number;
  /** The service configuration pointing at this server. */
  config: ServiceConfig;
  state: FakeState;
  /** The reports collector, one for every tenant (collector.ts). */
  collector: Collector;
  close(): Promise<void>;
}

/** Raised when the port is taken; its message is meant for the person running the server. */
export class PortBusyError extends Error {
  readonly port: number;
  constructor(port: number) {
    super(`El puerto ${port} está ocupado: otro proceso lo está usando. Cerralo o elegí otro puerto con FAKE_PORT.`);
    this.name = 'PortBusyError';
    this.port = port;
  }
}

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
/** Request header naming the tenant: a separate fake world (seed, mailbox, faults) per name. */
export const TENANT_HEADER = 'X-Fake-Tenant';
const ALLOWED_HEADERS = `Authorization, Content-Type, Accept, ${TENANT_HEADER}`;
const TENANT_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
/** More tenants than this is a client gone wrong, not parallel browser tests. */
const MAX_TENANTS = 64;

/**
 * How long an idle keep-alive connection is kept, and how long the server tells clients it keeps
 * it (`Keep-Alive: timeout=`). Node's default closes it after 5 s. Playwright's request context
 * (`new http.Agent({ keepAlive: true })`) reuses an idle socket for ever: Node's agent reads the
 * hint only to shorten a `timeout` of its own, and that agent has none. So a test's call sent about
 * 5 s after its previous one went out on a socket the server had just closed, before the client
 * had read the close, and was lost (ECONNRESET, "socket hang up"); the busier the test's process,
 * the later it reads the close and the wider that window. Kept a minute (longer than a browser
 * test lives) while 5 s is advertised, a client that reads the hint has 56 s of margin, and one
 * that does not has a minute.
 */
export const KEEP_ALIVE = { heldMs: 60_000, advertisedSeconds: 5 } as const;

/** The same configuration with every fake address moved to `origin`. */
export function configForOrigin(origin: string, base: ServiceConfig = { ...fakeServiceConfig, reports: fakeReportsConfig }): ServiceConfig {
  const move = (url: string) => (url.startsWith(FAKE_SERVICES_ORIGIN) ? origin + url.slice(FAKE_SERVICES_ORIGIN.length) : url);
  return {
    auth: move(base.auth),
    municipal: move(base.municipal),
    streets: move(base.streets),
    incidents: move(base.incidents),
    geocoder: move(base.geocoder),
    handoff: Object.fromEntries(Object.entries(base.handoff).map(([key, url]) => [key, move(url)])),
    links: { registrationTutorial: move(base.links.registrationTutorial), loginHelp: move(base.links.loginHelp) },
    ...(base.reports ? { reports: { ...base.reports, collector: move(base.reports.collector) } } : {}),
  };
}

/** The developer controls: the mailbox (sign-in codes, reset links), reset, faults, clock, token times. */
const DEV_PATH = '/__dev/';

/**
 * The portal's origin, and any local origin (another dev server or a preview port) for the
 * services; the developer controls answer the portal's origin alone: any page on this machine
 * could otherwise read the mailbox.
 */
function isAllowedOrigin(origin: string, portalOrigin: string, devControls: boolean): boolean {
  if (origin === portalOrigin) return true;
  if (devControls) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

/**
 * A path as loosely as any router might read it: percent-decoded (again and again, so `%255F` is
 * `_` too), lower-case, backslashes as slashes, duplicate slashes as one, dot segments resolved.
 * The guard judges this form, so no spelling of `/__dev/` that a handler would answer slips past it.
 */
export function normalisedPath(url: string): string {
  let path = url.split(/[?#]/, 1)[0] ?? '/';
  for (let round = 0; round < 8; round += 1) {
    const decoded = path.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    let next = decoded
      .toLowerCase()
      .replaceAll('\\', '/')
      .replace(/\/{2,}/g, '/');
    try {
      next = new URL(next.startsWith('/') ? next : `/${next}`, 'http://fake.invalid').pathname;
    } catch {
      // Not a path a URL parser takes: judged as it is.
    }
    if (next === path) break;
    path = next;
  }
  return path;
}

/** Whether a request reaches the developer controls, judged on its normalised path (`normalisedPath`). */
function isDevControl(request: IncomingMessage): boolean {
  const path = normalisedPath(request.url ?? '/');
  return path.startsWith(DEV_PATH) || path === DEV_PATH.slice(0, -1);
}

function corsHeaders(request: IncomingMessage, portalOrigin: string): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin || !isAllowedOrigin(origin, portalOrigin, isDevControl(request))) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    // A 429's wait, which the portal reads to say how long (CONTRACT.md).
    'Access-Control-Expose-Headers': 'Retry-After',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

/**
 * The developer controls answer only a request addressed to this server by its own address: a
 * page of another site whose name was made to point here (DNS rebinding) sends its own name as
 * Host, and is refused.
 */
function isOwnHost(request: IncomingMessage, ownHosts: ReadonlySet<string>): boolean {
  return ownHosts.has((request.headers.host ?? '').toLowerCase());
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toFetchRequest(request: IncomingMessage, origin: string, body: Buffer): Request {
  const headers = new Headers();
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    const name = request.rawHeaders[i];
    const value = request.rawHeaders[i + 1];
    if (name !== undefined && value !== undefined) headers.append(name, value);
  }
  // The caller's address as the connection shows it, never as the request says (R12's limit).
  headers.set(FAKE_CLIENT_HEADER, request.socket.remoteAddress ?? 'unknown');
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  // Every request is resolved against the server's own origin, whatever Host the client used.
  return new Request(new URL(request.url ?? '/', origin), { method, headers, body: hasBody ? new Uint8Array(body) : undefined });
}

/** The tenant a request names, or '' (the default world) when it names none or a malformed one. */
function tenantOf(request: IncomingMessage): string {
  const value = request.headers[TENANT_HEADER.toLowerCase()];
  return typeof value === 'string' && TENANT_PATTERN.test(value) ? value : '';
}

/** A tenant's world and the handlers over it. */
interface Tenant {
  state: FakeState;
  handlers: RequestHandler[];
}

async function respond(
  request: IncomingMessage,
  response: ServerResponse,
  tenantFor: (tenant: string) => Tenant | null,
  origin: string,
  portalOrigin: string,
  ownHosts: ReadonlySet<string>,
  contract: ContractCheck | null,
): Promise<void> {
  const cors = corsHeaders(request, portalOrigin);
  // A page of another origin gets no answer either, not only no CORS: a simple POST (a reset) would
  // otherwise be carried out unread.
  const caller = request.headers.origin;
  if (isDevControl(request) && (!isOwnHost(request, ownHosts) || (caller !== undefined && caller !== portalOrigin))) {
    response.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify({ detail: 'Los controles de desarrollo solo responden en la dirección propia del servidor.' }));
    return;
  }
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors).end();
    return;
  }
  const tenant = tenantFor(tenantOf(request));
  if (!tenant) {
    response.writeHead(429, { ...cors, 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ detail: `Demasiados mundos simulados (${TENANT_HEADER}); reiniciá el servidor.` }));
    return;
  }
  let answer: Response | undefined;
  const fetchRequest = toFetchRequest(request, origin, await readBody(request));
  try {
    answer = await getResponse(tenant.handlers, fetchRequest);
  } catch (error) {
    console.error('[fake-services] error al responder', request.method, request.url, error);
    answer = Response.json({ detail: 'Error interno del servicio simulado.' }, { status: 500 });
  }
  answer ??= Response.json({ detail: 'No encontrado.' }, { status: 404 });
  const violations = tenant.state.contractViolations;
  if (contract && violations) {
    try {
      violations.push(...(await contract.check(fetchRequest, answer)));
    } catch (error) {
      violations.push(`${request.method} ${request.url}: the contract check failed: ${String(error)}`);
    }
  }
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    // Node frames the body itself: the length is set below from the bytes actually sent. The
    // service tag is for the contract check only.
    if (name !== 'content-length' && name !== 'transfer-encoding' && name !== FAKE_SERVICE_HEADER.toLowerCase()) headers[name] = value;
  });
  const body = Buffer.from(await answer.arrayBuffer());
  response.writeHead(answer.status, { ...headers, ...cors, 'Content-Length': String(body.length) });
  response.end(body);
}

function printMail(mail: Mail): void {
  const extras = [mail.code && `código: ${mail.code}`, mail.link && `enlace: ${mail.link}`].filter(Boolean).join(' | ');
  console.log(`[fake-services] ✉ para ${mail.to} — ${mail.subject}\n  ${mail.text}${extras ? `\n  ${extras}` : ''}`);
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(error.code === 'EADDRINUSE' ? new PortBusyError(port) : error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/**
 * Serves every fake backend over real HTTP, with CORS for the portal. A request carrying
 * `X-Fake-Tenant: <name>` is answered from that tenant's own state (created on first use from
 * the same seed), so parallel browser tests never see each other's accounts, mail or faults;
 * requests without it share the default state (`state` below).
 */
export async function startFakeServer(options: FakeServerOptions = {}): Promise<FakeServer> {
  const { port = 4010, host = '127.0.0.1', printMail: print = true } = options;
  const portalOrigin = (options.portalOrigin ?? DEFAULT_PORTAL_ORIGIN).replace(/\/+$/, '');
  const newState = () =>
    createFakeState({
      portalOrigin,
      accessTokenTtlSeconds: options.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: options.refreshTokenTtlSeconds,
      now: options.now,
      onMail: print ? printMail : undefined,
      checksContract: options.checkContract,
    });
  const state = newState();
  const tenants = new Map<string, Tenant>();
  const collector = createCollector({ now: options.now, limit: options.reportsKept });
  let config: ServiceConfig = fakeServiceConfig;
  const tenantFor = (name: string): Tenant | null => {
    let tenant = tenants.get(name);
    if (!tenant) {
      if (tenants.size >= MAX_TENANTS) return null;
      const tenantState = name === '' ? state : newState();
      tenant = { state: tenantState, handlers: [...createCollectorHandlers(collector, config), ...createHandlers(tenantState, config)] };
      tenants.set(name, tenant);
    }
    return tenant;
  };
  let contract: ContractCheck | null = null;
  let origin = '';
  const ownHosts = new Set<string>();
  const server = createServer((request, response) => {
    response.setHeader('Keep-Alive', `timeout=${KEEP_ALIVE.advertisedSeconds}`);
    respond(request, response, tenantFor, origin, portalOrigin, ownHosts, contract).catch((error: unknown) => {
      console.error('[fake-services]', error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  server.keepAliveTimeout = KEEP_ALIVE.heldMs;
  // A request's headers may take as long as the connection may idle before it (Node's own rule).
  server.headersTimeout = KEEP_ALIVE.heldMs + 1_000;
  const actualPort = await listen(server, port, host);
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  origin = `http://${urlHost}:${actualPort}`;
  for (const name of [urlHost, 'localhost']) ownHosts.add(`${name}:${actualPort}`);
  config = configForOrigin(origin);
  if (options.checkContract) contract = await createContractCheck(config);
  return {
    url: origin,
    port: actualPort,
    config,
    state,
    collector,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
