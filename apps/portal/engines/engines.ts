import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../config/free-port';

/**
 * One of the engines residents use beside Chromium, driven by its stock browser from Debian:
 * Firefox ESR through WebDriver BiDi (puppeteer-core, no geckodriver) and WebKitGTK, Safari's
 * engine, through WebKitWebDriver (selenium-webdriver). Neither library downloads anything here:
 * both are pointed at the installed binaries. The journeys (journeys.spec.ts) see only this.
 */
export interface Engine {
  readonly name: EngineName;
  /** The browser's own version, as the report names it. */
  readonly version: string;
  goto(path: string): Promise<void>;
  url(): Promise<string>;
  /** Runs a function in the page with JSON arguments and returns its JSON result. */
  evaluate<T>(fn: (...args: never[]) => T, ...args: unknown[]): Promise<Awaited<T>>;
  /** A trusted click on the element an XPath names (the engine scrolls to it first). */
  click(xpath: string): Promise<void>;
  /** Trusted key presses into the element an XPath names. */
  type(xpath: string, text: string): Promise<void>;
  /**
   * Every console error, uncaught exception, unhandled rejection and CSP violation since the last
   * call. A marker is logged first and awaited, so nothing the page logged before it is missed.
   */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

export type EngineName = 'firefox' | 'webkit';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** The residents' time zone and language, as the Chromium suite runs (playwright.config.ts). */
const BROWSER_ENV = { ...process.env, TZ: 'America/Argentina/Buenos_Aires', LANG: 'es_AR.UTF-8' };
const VIEWPORT = { width: 1280, height: 800 };
const BASE_URL = 'http://127.0.0.1:5173';

let markers = 0;

/** Logs a marker in the page and waits until the console collected so far shows it. */
async function untilMarker(log: (marker: string) => Promise<void>, seen: (marker: string) => boolean) {
  markers += 1;
  const marker = `portal-engines-marker-${markers}`;
  await log(marker);
  const deadline = Date.now() + 10_000;
  while (!seen(marker)) {
    if (Date.now() > deadline) throw new Error(`The browser's console never showed ${marker}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// --- Firefox ESR: puppeteer-core over WebDriver BiDi ---------------------------------------------

async function launchFirefox({ reportingApi = false }: LaunchOptions): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    env: BROWSER_ENV,
    // The https pages' certificate is the test's own (engines/secure-portal.ts).
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      'intl.accept_languages': 'es-AR',
      'intl.locale.requested': 'es-AR',
      // The portal is served here over http://127.0.0.1, where Firefox (149 on) never sends a CSP
      // report: it registers a `Reporting-Endpoints` group only from a response whose address, and
      // whose endpoint, has a scheme it flags potentially trustworthy (https: loopback http is not:
      // ReportingHeader::IsSecureURI), yet a policy naming `report-to` keeps it from `report-uri`
      // (nsCSPContext::SendReports). Chromium and WebKit take loopback as trustworthy. Without its
      // Reporting API, Firefox sends the report by the policy's `report-uri`, as every Firefox
      // before 149 does; production's https pages and collector take the `report-to` way, which
      // reports.spec.ts follows in a Firefox of its own with the API on, as residents have it.
      // With it on, Firefox holds a report 5 s before sending it, to send several at once: 1 s here,
      // so the one report the test makes arrives without the test sitting through the wait.
      ...(reportingApi ? { 'dom.reporting.delivering.timeout': 1 } : { 'dom.reporting.enabled': false }),
    },
  });
  const page: Page = await browser.newPage();
  await page.setViewport(VIEWPORT);
  const errors: string[] = [];
  const infos = new Set<string>();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    else if (message.type() === 'info') infos.add(message.text());
  });
  page.on('pageerror', (error) => errors.push(String((error as Error).message ?? error)));
  // BiDi's log carries console calls and exceptions; a violation of the page's policy is logged
  // there through this listener, added before any script of each document runs.
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`);
    });
  });
  const element = async (xpath: string) => {
    const handle = await page.$(`::-p-xpath(${xpath})`);
    if (!handle) throw new Error(`No element at ${xpath}`);
    return handle;
  };
  return {
    name: 'firefox',
    version: await browser.version(),
    async goto(path) {
      await page.goto(new URL(path, BASE_URL).href);
    },
    async url() {
      return page.url();
    },
    async evaluate(fn, ...args) {
      return page.evaluate(fn as (...a: unknown[]) => unknown, ...args) as never;
    },
    async click(xpath) {
      await (await element(xpath)).click();
    },
    async type(xpath, text) {
      await (await element(xpath)).type(text);
    },
    async takeErrors() {
      await untilMarker(
        async (marker) => {
          await page.evaluate((m) => console.info(m), marker);
        },
        (marker) => infos.has(marker),
      );
      return errors.splice(0);
    },
    async close() {
      await browser.close();
    },
  };
}

// --- WebKitGTK: selenium-webdriver and WebKitWebDriver ------------------------------------------

/** A display of its own for the GTK browser: Xvfb picks a free number and tells it on fd 3. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const fd = xvfb.stdio[3];
  if (!fd) throw new Error('Xvfb gave no display descriptor');
  const [chunk] = (await Promise.race([once(fd, 'data'), once(xvfb, 'exit')])) as [Buffer | number];
  if (typeof chunk === 'number' || chunk === null) throw new Error('Xvfb did not start');
  return { display: `:${String(chunk).trim()}`, process: xvfb };
}

/**
 * `<url>:<line>:<column>: CONSOLE <SOURCE> <LEVEL> <text>` (the source is left out for console
 * calls): WebKit's own line for every console message, written by webkit-shell.py's settings.
 */
const CONSOLE_LINE = /CONSOLE (?:[A-Z]+ )?(LOG|INFO|WARN|WARNING|ERROR|DEBUG) (.*)$/;

async function launchWebKit(): Promise<Engine> {
  const { display, process: xvfb } = await startXvfb();
  const port = await freePort();
  // The browser's data store (webkit-shell.py): a folder of this run's, removed with the browser.
  const data = mkdtempSync(join(tmpdir(), 'portal-webkit-'));
  // A process group of its own: the driver, the shell it starts and WebKit's web and network
  // processes, so that all of them are stopped, and gone, before the data store is removed.
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...BROWSER_ENV, DISPLAY: display, PORTAL_WEBKIT_DATA: data },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: string[] = [];
  let pending = '';
  const collect = (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    lines.push(...complete);
  };
  driver.stdout?.on('data', collect);
  driver.stderr?.on('data', collect);
  const stopProcesses = async () => {
    // The driver's exit is not the browser's: WebKit's network process was still writing its
    // cache into the data store when the store was removed (ENOTEMPTY on a clean clone's run).
    await stopGroup(driver);
    xvfb.kill();
    rmSync(data, { recursive: true, force: true, maxRetries: 5 });
  };
  let session: WebDriver;
  try {
    session = await connectWebKit(port);
  } catch (error) {
    await stopProcesses();
    throw new Error(`WebKitWebDriver did not start a session: ${(error as Error).message}\n${lines.join('\n')}`);
  }
  await session.manage().window().setRect(VIEWPORT);
  const capabilities = await session.getCapabilities();
  let read = 0;
  const element = (xpath: string) => session.findElement(By.xpath(xpath));
  return {
    name: 'webkit',
    version: `WebKitGTK/${capabilities.get('browserVersion')}`,
    async goto(path) {
      await session.get(new URL(path, BASE_URL).href);
    },
    async url() {
      return session.getCurrentUrl();
    },
    async evaluate(fn, ...args) {
      return session.executeScript(`return (${fn.toString()}).apply(null, arguments)`, ...args) as never;
    },
    async click(xpath) {
      await (await element(xpath)).click();
    },
    async type(xpath, text) {
      await (await element(xpath)).sendKeys(text);
    },
    async takeErrors() {
      await untilMarker(
        async (marker) => {
          await session.executeScript('console.info(arguments[0])', marker);
        },
        (marker) => lines.slice(read).some((line) => line.includes(marker)),
      );
      const fresh = lines.slice(read);
      read = lines.length;
      return fresh.flatMap((line) => {
        const match = CONSOLE_LINE.exec(line);
        return match?.[1] === 'ERROR' ? [match[2] ?? line] : [];
      });
    },
    async close() {
      try {
        await session.quit();
      } finally {
        await stopProcesses();
      }
    },
  };
}

/** Whether any process of the group led by `pid` is still alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops every process of a child's group and waits until none is left: forced after 10 s, and
 * given up 2 s later (a container whose first process reaps no orphans keeps their zombies, which
 * write nothing).
 */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // The group is already gone.
    }
  };
  signal('SIGTERM');
  const started = Date.now();
  while (groupAlive(pid) && Date.now() - started < 12_000) {
    if (Date.now() - started > 10_000) signal('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** WebKitWebDriver starts listening a moment after it starts: the first attempts may be refused. */
async function connectWebKit(port: number): Promise<WebDriver> {
  const shell = join(import.meta.dirname, 'webkit-shell.py');
  let lastError: unknown;
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      return await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: 'portal-webkit',
          'webkitgtk:browserOptions': { binary: shell, args: ['--automation'] },
        })
        .build();
    } catch (error) {
      lastError = error;
      if (!/ECONNREFUSED/.test(String((error as Error).message ?? error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw lastError;
}

export interface LaunchOptions {
  /**
   * Firefox's Reporting API on, as it is in a resident's Firefox (149 on); off by default, so that
   * the plain-http pages of the journeys send their CSP reports by `report-uri` (launchFirefox).
   * WebKit has no such switch.
   */
  reportingApi?: boolean;
}

export function launch(name: EngineName, options: LaunchOptions = {}): Promise<Engine> {
  return name === 'firefox' ? launchFirefox(options) : launchWebKit();
}
