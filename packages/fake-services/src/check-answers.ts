/// <reference types="node" />
// Node only. Checks answers of the real services against the contract (packages/api-client/
// openapi.yaml), with the same check the fakes' answers go through: a city service team records
// the portal talking to their service (the browser's developer tools, Network, "Save all as HAR")
// and runs this on the recording, with the services file the portal was built with.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fakeServiceConfig, type ServiceConfig } from '@portal/api-client';
import { createContractCheck } from './contract';
import { FAKE_SERVICE_HEADER } from './responses';

/** What a HAR file keeps of one call (HAR 1.2). */
export interface HarEntry {
  request: { method: string; url: string };
  response: {
    status: number;
    headers: { name: string; value: string }[];
    content: { mimeType?: string; text?: string; encoding?: string };
  };
}

/** The service whose base address a URL is under (the longest one), as the contract check names it. */
export function serviceOf(config: ServiceConfig, url: string): string | null {
  const bases: [string, string][] = [
    ['auth', config.auth],
    ['municipal', config.municipal],
    ['streets', config.streets],
    ['incidents', config.incidents],
    ['geocoder', config.geocoder],
    ...Object.entries(config.handoff).map(([token, base]): [string, string] => [`handoff:${token}`, `${base.replace(/\/+$/, '')}/`]),
  ];
  const matches = bases.filter(([, base]) => url.startsWith(base)).sort((a, b) => b[1].length - a[1].length);
  return matches[0]?.[0] ?? null;
}

const NO_BODY = new Set([101, 204, 205, 304]);

/** Every recorded call to one of the services, checked; the other calls (the portal's own files) are skipped. */
export async function checkRecording(
  entries: HarEntry[],
  config: ServiceConfig,
): Promise<{ checked: number; skipped: number; problems: string[] }> {
  const contract = await createContractCheck(config);
  const problems: string[] = [];
  let checked = 0;
  for (const { request, response } of entries) {
    const service = serviceOf(config, request.url);
    // A preflight, or a call that never got an answer (status 0), is no answer of the contract.
    if (!service || request.method === 'OPTIONS' || response.status === 0) continue;
    const headers = new Headers();
    for (const { name, value } of response.headers) if (!name.startsWith(':')) headers.append(name, value);
    headers.set(FAKE_SERVICE_HEADER, service);
    const { text = '', encoding } = response.content;
    const body = NO_BODY.has(response.status) ? null : encoding === 'base64' ? Buffer.from(text, 'base64') : text;
    const answer = new Response(body, { status: response.status, headers });
    problems.push(...(await contract.check(new Request(request.url, { method: request.method }), answer)));
    checked += 1;
  }
  return { checked, skipped: entries.length - checked, problems };
}

async function main(args: string[]): Promise<number> {
  const servicesAt = args.indexOf('--services');
  const servicesFile = servicesAt >= 0 ? args[servicesAt + 1] : undefined;
  const recording = args.filter((_, index) => index !== servicesAt && index !== servicesAt + 1)[0];
  if (!recording) {
    console.error('Usage: check-answers [--services services.json] recording.har');
    return 2;
  }
  const config: ServiceConfig = servicesFile ? JSON.parse(readFileSync(servicesFile, 'utf8')) : fakeServiceConfig;
  const har = JSON.parse(readFileSync(recording, 'utf8')) as { log: { entries: HarEntry[] } };
  const { checked, skipped, problems } = await checkRecording(har.log.entries, config);
  for (const problem of problems) console.log(problem);
  console.log(`${checked} answers checked against openapi.yaml, ${problems.length} problems (${skipped} other requests skipped)`);
  return problems.length === 0 && checked > 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(2);
    },
  );
}
