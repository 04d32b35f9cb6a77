import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, FAKE_ORIGIN, test } from './fixtures';
import { PAGES, visitUrl } from './pages';

// The W3C Nu HTML checker (npm's vnu-jar, run by Debian's Java) on every anonymous page: the HTML
// nginx sends (its nonce filled in) and the document once the browser has hydrated or drawn it.
test.skip(process.env.E2E_SERVER === 'preview', 'vite preview serves the client shell for every path');

const ANONYMOUS = PAGES.filter((page) => !page.signedIn);
/** The checker's jar (the package's own launcher would fetch a Java runtime of its own). */
const require = createRequire(import.meta.url);
const VNU_JAR = String(require('vnu-jar'));
const JAVA = process.env.JAVA_PATH ?? '/usr/bin/java';

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
}

/** Every document in one Java start: the checker's start-up is most of its time. */
function check(documents: Map<string, string>): NuMessage[] {
  const folder = mkdtempSync(join(tmpdir(), 'portal-vnu-'));
  try {
    const files = [...documents].map(([name, html], index) => {
      const file = join(folder, `${String(index).padStart(2, '0')}-${name.replace(/[^a-z0-9]+/gi, '-')}.html`);
      writeFileSync(file, html);
      return file;
    });
    // Java's quick compiler only (C1): half the checker's CPU for a run this short (4.5 s instead
    // of 8.6 s for every page here), the same report. Its frames are larger, so the thread stack
    // the checker needs for the HTML schema grows past its documented 512k.
    const run = spawnSync(
      JAVA,
      ['-XX:TieredStopAtLevel=1', '-Xss16m', '-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (run.error) throw run.error;
    const report = JSON.parse(run.stdout) as { messages: NuMessage[] };
    const names = new Map(files.map((file, index) => [`file:${file}`, [...documents.keys()][index]]));
    return report.messages.map((message) => ({ ...message, url: names.get(message.url ?? '') ?? message.url }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

test('every anonymous page is valid HTML as served and once drawn', async ({ page, request, consoleErrors }) => {
  test.setTimeout(180_000);
  // The services' answers are held: what is checked is each page's own first screen, not the
  // outcome of its call (a provider's return, an activation), which other tests drive.
  await page.route(`${FAKE_ORIGIN}/**`, () => {});
  // A provider's return, in the tab that left for that provider (as its login link records).
  await page.addInitScript(() => {
    const provider = /^\/(\w+)redirect\//.exec(location.pathname)?.[1];
    if (provider) sessionStorage.setItem('providerSignInStarted', JSON.stringify({ provider, at: Date.now() }));
  });
  const documents = new Map<string, string>();
  for (const entry of ANONYMOUS) {
    const url = visitUrl(entry);
    const served = await request.get(url);
    documents.set(`served ${url}`, await served.text());

    await page.goto(url);
    await expect(page.locator('h1')).toBeVisible();
    // The last of the idle-time parts to arrive: the page is hydrated (or drawn) and settled.
    await expect(page.getByRole('region', { name: /^Notificaciones/ })).toBeAttached();
    const drawn = await page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
    documents.set(`drawn ${url}`, drawn);
  }
  const problems = check(documents)
    .filter((message) => message.type !== 'info' || message.subType === 'warning')
    .map(
      (message) =>
        `${message.url}: ${message.type}${message.subType ? `/${message.subType}` : ''}: ${message.message} ${message.extract ?? ''}`,
    );
  expect(problems, 'Nu HTML checker').toEqual([]);
  // The not-found page's own 404 status is a line on the console.
  expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});
