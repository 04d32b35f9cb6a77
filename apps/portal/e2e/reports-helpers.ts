import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '@portal/vitest-config/chromium';
import { FAKE_ORIGIN, PORTAL_ORIGIN, WHOLE_CHROMIUM } from '../playwright.config';

// What the reports tests need around the portal the other tests use.
//
// Chromium sends the Reporting API's reports (the CSP's `report-to`) only from an https:// page to
// an https:// endpoint, and only as the whole browser (the headless shell never sends them): on the
// suite's plain-HTTP loopback they stay queued for ever. So the CSP test opens the portal through
// two TLS fronts on loopback, one for nginx and one for the fake services, each passing every
// request and answer through unchanged except that the page's `Reporting-Endpoints` and
// `report-uri` name the collector's front instead of its plain address; and it runs the whole
// Chromium with `--short-reporting-delay` (the switch the web-platform tests use), so a report
// leaves within 100 ms instead of the minute Chromium batches them for.

export interface CollectedReport {
  type: string;
  url: string;
  user_agent: string;
  body: Record<string, unknown>;
}

/** Every report the fake collector keeps. */
export async function collected(request: APIRequestContext): Promise<CollectedReport[]> {
  return ((await (await request.get(`${FAKE_ORIGIN}/__dev/reports.json`)).json()) as { reports: CollectedReport[] }).reports;
}

/** Lower-case letters only: a marker the scrubber keeps as it is (no digits, no mixed case). */
export function marker(): string {
  return Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** A self-signed pair for 127.0.0.1 in `dir`, as the bench makes its own (tooling/bench/certificate.mjs). */
export function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer; files: { key: string; certificate: string } } {
  const [key, certificate] = [join(dir, 'key.pem'), join(dir, 'certificate.pem')];
  execFileSync(
    process.env.OPENSSL_PATH ?? '/usr/bin/openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', certificate],
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(certificate), files: { key, certificate } };
}

/** One request through a TLS front and its answer, as they passed. */
export interface Exchange {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  status: number;
  answerHeaders: Record<string, string | string[] | undefined>;
}

/**
 * An https:// front on loopback for a plain-HTTP origin; `rewrite` changes an answer's header
 * values, `seen` is told of every exchange once its answer is complete.
 */
export async function tlsFront(
  target: string,
  tls: { key: Buffer; cert: Buffer },
  { rewrite = (value) => value, seen }: { rewrite?: (value: string) => string; seen?: (exchange: Exchange) => void } = {},
): Promise<Server> {
  const server = createServer(tls, (incoming, outgoing) => {
    const body: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => body.push(chunk));
    const forwarded = httpRequest(
      new URL(incoming.url ?? '/', target),
      { method: incoming.method, headers: { ...incoming.headers, host: new URL(target).host } },
      (answer) => {
        const headers = Object.fromEntries(
          Object.entries(answer.headers).map(([name, value]) => [name, typeof value === 'string' ? rewrite(value) : value]),
        );
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(outgoing);
        answer.on('end', () =>
          seen?.({
            method: incoming.method ?? '',
            path: incoming.url ?? '',
            headers: incoming.headers,
            body: Buffer.concat(body).toString('utf8'),
            status: answer.statusCode ?? 0,
            answerHeaders: answer.headers,
          }),
        );
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export interface SecurePortal {
  /** The portal's https:// front. */
  origin: string;
  browser: Browser;
  close(): Promise<void>;
}

/** The portal and the collector behind TLS fronts, and the whole Chromium that sends reports at once. */
export async function securePortal(): Promise<SecurePortal> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-reports-tls-'));
  const tls = selfSignedCertificate(dir);
  const collectorFront = await tlsFront(FAKE_ORIGIN, tls);
  const collectorOrigin = `https://127.0.0.1:${(collectorFront.address() as AddressInfo).port}`;
  const collectorAddress = `${FAKE_ORIGIN}/collector/`;
  const portalFront = await tlsFront(PORTAL_ORIGIN, tls, {
    rewrite: (value) => value.replaceAll(collectorAddress, `${collectorOrigin}/collector/`),
  });
  const browser = await chromium.launch({
    executablePath: WHOLE_CHROMIUM,
    args: [...CHROMIUM_FLAGS, '--short-reporting-delay', '--ignore-certificate-errors'],
  });
  return {
    origin: `https://127.0.0.1:${(portalFront.address() as AddressInfo).port}`,
    browser,
    async close() {
      await browser.close();
      for (const server of [portalFront, collectorFront]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
