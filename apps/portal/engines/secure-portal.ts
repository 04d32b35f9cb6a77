import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGES_MANIFEST, readPagesManifest } from '@portal/nginx/pages-manifest';
import { freePort } from '../config/free-port';
import { type Exchange, selfSignedCertificate, tlsFront } from '../e2e/reports-helpers';
import { FAKE_ORIGIN } from '../playwright.config';

/**
 * The portal as production serves it, over https, with a collector over https: what Firefox 149+
 * needs before it sends a CSP report by the policy's `report-to` (engines.ts says why the plain-http
 * pages of the other tests cannot show it).
 *
 * The page is served by nginx with the configuration tooling/nginx generates (serve.mjs, HTTPS and
 * HTTP/2 as the bench serves it), so its CSP and `Reporting-Endpoints` are the generator's, not the
 * test's. The build names the fake collector at its plain-http address, which Firefox would refuse
 * as an endpoint; nginx is configured from a copy of the build's pages manifest that names the
 * collector at an https front instead, as a production build names the city's https collector (the
 * pages and the files served are the build's). The front is the fake services themselves behind
 * TLS: every request and answer passes unchanged (the collector answers the preflight and takes the
 * report), and the test is told of each exchange.
 */
export interface SecurePortal {
  /** The portal's https:// origin. */
  origin: string;
  /** The address the page's `Reporting-Endpoints` and `report-uri` name. */
  endpoint: string;
  /** Every exchange with the collector's front so far. */
  exchanges: Exchange[];
  /** The headers of a page as nginx answers it. */
  headersOf(path: string): Promise<Record<string, string | string[] | undefined>>;
  close(): Promise<void>;
}

const SERVE = join(import.meta.dirname, '../../../tooling/nginx/serve.mjs');

export async function securePortal(): Promise<SecurePortal> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-engines-tls-'));
  const tls = selfSignedCertificate(dir);
  const exchanges: Exchange[] = [];
  let front: Server | undefined;
  let nginx: ChildProcess | undefined;
  const close = async () => {
    if (nginx) await stop(nginx);
    if (front) {
      front.closeAllConnections();
      await new Promise((resolve) => front?.close(resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    front = await tlsFront(FAKE_ORIGIN, tls, { seen: (exchange) => exchanges.push(exchange) });
    const collectorOrigin = `https://127.0.0.1:${(front.address() as AddressInfo).port}`;
    const build = readPagesManifest();
    const { config, reportsEndpoint } = build.services;
    if (!config.reports || !reportsEndpoint?.startsWith(`${FAKE_ORIGIN}/`)) {
      throw new Error(`The build reports to ${reportsEndpoint ?? 'no collector'}, not to the fake collector at ${FAKE_ORIGIN}`);
    }
    const moved = (address: string) => collectorOrigin + address.slice(FAKE_ORIGIN.length);
    const manifest = {
      ...build,
      services: {
        ...build.services,
        config: { ...config, reports: { ...config.reports, collector: moved(config.reports.collector) } },
        reportsEndpoint: moved(reportsEndpoint),
      },
    };
    mkdirSync(join(dir, 'manifest', 'pages'), { recursive: true });
    writeFileSync(join(dir, 'manifest', PAGES_MANIFEST), JSON.stringify(manifest));
    const port = await freePort();
    nginx = spawn(
      process.execPath,
      [
        SERVE,
        '--local-preview',
        ...['--port', String(port), '--manifest', join(dir, 'manifest')],
        ...['--tls-certificate', tls.files.certificate, '--tls-key', tls.files.key],
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const errors: Buffer[] = [];
    nginx.stderr?.on('data', (chunk: Buffer) => errors.push(chunk));
    const origin = `https://127.0.0.1:${port}`;
    await answering(`${origin}/index.html`, nginx, () => Buffer.concat(errors).toString('utf8'));
    return {
      origin,
      endpoint: moved(reportsEndpoint),
      exchanges,
      headersOf: async (path) => (await fetchInsecure(new URL(path, origin).href)).headers,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A GET that takes the test's own certificate. */
function fetchInsecure(url: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    get(url, { rejectUnauthorized: false }, (answer) => {
      answer.resume();
      resolve({ status: answer.statusCode ?? 0, headers: answer.headers });
    }).on('error', reject);
  });
}

/** Waits until nginx answers `url` (it starts in well under a second), or says why it stopped. */
async function answering(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serve.mjs stopped (${child.exitCode}): ${stderr()}`);
    try {
      if ((await fetchInsecure(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`nginx never answered ${url}: ${stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** serve.mjs stops nginx gracefully on SIGTERM and removes its directory; forced after 5 s. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
