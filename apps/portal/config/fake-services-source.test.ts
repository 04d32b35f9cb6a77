import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as fakeNetwork } from '../src/test/setup';
import { freePort } from './free-port';

const packages = join(import.meta.dirname, '..', '..', '..', 'packages');
const fakeServices = join(packages, 'fake-services');
/** A rule the fake services share with the screens, as a feature team would edit it. */
const RULE = join(packages, 'rules', 'src', 'dni.ts');
const RULE_LINE = '  return DNI.test(dni);';
/** Not a DNI, so the DNI check refuses it until the edit below accepts this one text as well. */
const MARKER = `prueba-${process.pid}`;

/** The fake services' `dev` script, the one `npm start` runs, on a port of its own. */
let fakes: ChildProcess | undefined;
let origin = '';
let output = '';
/** How many times the fake services have said where they listen: once per start. */
const starts = () => output.split(`Servicios simulados en ${origin}`).length - 1;
/** How many times Node's watch mode has said it starts them again: once per change it noticed. */
const restarts = () => output.split('Restarting ').length - 1;

beforeAll(async () => {
  const script: string = JSON.parse(readFileSync(join(fakeServices, 'package.json'), 'utf8')).scripts.dev;
  const [command, ...args] = script.split(' ');
  expect(command).toBe('node');
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: fakeServices,
    env: { ...process.env, FAKE_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  fakes = child;
  // Read to the end: the restarts are told there too.
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    const started = () => {
      if (starts() > 0) resolve();
    };
    child.stdout.on('data', started);
    child.once('exit', () => reject(new Error(`The fake services did not start:\n${output}`)));
  });
}, 30_000);

afterAll(() => {
  fakes?.kill();
});

// The tests' fake network answers every other request; these go to the fake services' process.
beforeEach(() => {
  fakeNetwork.use(http.post(`${origin}/*`, () => passthrough()));
});

/** What the fake auth service's DNI check answers for `dni`; null while it restarts. */
async function checkUser(dni: string): Promise<{ status: number; detail: unknown } | null> {
  try {
    const response = await fetch(`${origin}/auth/checkuser/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ dni }),
    });
    return { status: response.status, detail: ((await response.json()) as { detail?: unknown }).detail };
  } catch {
    return null;
  }
}

/** How long a save goes unnoticed before the rule is saved again (saveRule). */
const RESAVE_MS = 2_000;

/**
 * Saves `text` as the rule and waits until the fake services have started again on it. Saved
 * again every RESAVE_MS while Node has not noticed it: Node watches a file once the fakes have
 * told it they imported it, a moment after they load it, and a save before that goes unnoticed (a
 * person saves later than this test). Never once Node has noticed a save: a save while they start
 * again starts them again, and on a busy machine, where a start takes longer than RESAVE_MS, the
 * saves kept them starting. Their output is read every 100 ms, so the test goes on as soon as they
 * have started.
 */
async function saveRule(text: string): Promise<void> {
  const before = starts();
  const noticed = restarts();
  let savedAt = Number.NEGATIVE_INFINITY;
  await expect
    .poll(
      () => {
        if (restarts() === noticed && Date.now() - savedAt >= RESAVE_MS) {
          writeFileSync(RULE, text);
          savedAt = Date.now();
        }
        return starts();
      },
      { timeout: 20_000, interval: 100, message: 'the fake services started again after the rule was saved' },
    )
    .toBeGreaterThan(before)
    .catch((error: Error) => {
      // What the fakes and Node's watch mode said is the only trace of why they did not start again.
      error.message += `\nWhat the fake services wrote:\n${output}`;
      throw error;
    });
}

describe('npm start runs the fake services from their source', { timeout: 60_000 }, () => {
  it('restarts them on an edit to a package they use, which they then run', async () => {
    expect((await checkUser(MARKER))?.status).toBe(400);
    const original = readFileSync(RULE, 'utf8');
    expect(original).toContain(RULE_LINE);
    // One more text accepted, which nothing else sends: the package's own tests and builds may
    // read the file at the same moment.
    const edited = original.replace(RULE_LINE, `  return dni === '${MARKER}' || DNI.test(dni);`);
    try {
      await saveRule(edited);
      await expect
        .poll(() => checkUser(MARKER), { timeout: 10_000, interval: 250 })
        .toEqual({ status: 200, detail: 'El documento está disponible.' });
    } finally {
      writeFileSync(RULE, original);
    }
    // And the rule as it was, once they have started again on it.
    await saveRule(original);
    await expect.poll(async () => (await checkUser(MARKER))?.status, { timeout: 10_000, interval: 250 }).toBe(400);
  });
});
