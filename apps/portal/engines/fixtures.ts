import { type APIRequestContext, test as base, expect } from '@playwright/test';
import { expectContractKept, fakeControl, lastMailTo } from '../e2e/fake-controls';
import { PORTAL_ORIGIN } from '../playwright.config';
import { type Engine, type EngineName, launch } from './engines';

export { PORTAL_ORIGIN };
export const DEMO = { dni: '30123456', email: 'vecina@example.com', password: 'Vecina2024' };

/**
 * One browser per engine for the whole run (a project of playwright.engines.config.ts names the
 * engine); every journey starts from fresh fake services and an empty storage, and fails on any
 * console error, page error or CSP violation it caused, and on any answer of the fake services
 * outside the contract (packages/api-client/openapi.yaml).
 */
export const test = base.extend<{ portal: Engine }, { engineName: EngineName; engine: Engine }>({
  engineName: ['firefox', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, use) => {
      const engine = await launch(engineName);
      // The report says which build of each engine the run checked.
      console.log(`${engineName}: ${engine.version}`);
      await use(engine);
      await engine.close();
    },
    { scope: 'worker' },
  ],
  portal: async ({ engine, request }, use) => {
    await fakeControl(request, 'reset');
    // A static file of the portal's origin: its storage is emptied without starting the app.
    await engine.goto('/favicon.svg');
    await engine.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await engine.takeErrors();
    await use(engine);
    expect(await engine.takeErrors(), `console errors in ${engine.name}`).toEqual([]);
    // This journey's answers, since its reset, kept the contract.
    await expectContractKept(request, engine.name);
  },
});

export { expect };

/** XPath string literal (no journey text holds both quote kinds). */
const literal = (text: string) => (text.includes('"') ? `'${text}'` : `"${text}"`);

/** What a resident finds on screen, as XPaths the engines' drivers take alike. */
export const find = {
  button: (name: string) => `//button[normalize-space()=${literal(name)} or @aria-label=${literal(name)}]`,
  link: (name: string) => `//a[normalize-space()=${literal(name)}]`,
  /** An input named by its <label> or its aria-label. */
  field: (label: string) => `//input[@id=//label[normalize-space()=${literal(label)}]/@for or @aria-label=${literal(label)}]`,
  heading: (text: string) => `//h1[normalize-space()=${literal(text)}]`,
  text: (text: string) => `//*[normalize-space(text())=${literal(text)}]`,
};

/**
 * Waits until an in-page condition holds, as Playwright's assertions wait: what is tested is the
 * condition; 15 s is only how long a broken page is given before the journey says what it missed.
 */
export async function until<A extends unknown[]>(
  engine: Engine,
  what: string,
  condition: (...args: A) => unknown,
  ...args: A
): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (await engine.evaluate(condition as (...a: never[]) => unknown, ...args)) return;
    if (Date.now() > deadline) throw new Error(`${engine.name}: never saw ${what} (at ${await engine.url()})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * True when the XPath names an element that is shown, enabled if it is a control, and still: no
 * finite animation runs on it or around it (a drawer sliding in moves its buttons under a click).
 */
function shownAndEnabled(xpath: string): boolean {
  const node = document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
  if (!(node instanceof HTMLElement)) return false;
  const moving = document.getAnimations().some((animation) => {
    const target = (animation.effect as KeyframeEffect | null)?.target;
    const end = animation.effect?.getComputedTiming().endTime;
    return animation.playState === 'running' && Number.isFinite(Number(end)) && target?.contains(node);
  });
  return node.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !(node as HTMLButtonElement).disabled && !moving;
}

export function untilShown(engine: Engine, xpath: string): Promise<void> {
  return until(engine, xpath, shownAndEnabled, xpath);
}

/** Waits until nothing the XPath names is shown (gone, or hidden while it animates out). */
export async function untilHidden(engine: Engine, xpath: string): Promise<void> {
  await until(
    engine,
    `${xpath} hidden`,
    (path: string) => {
      const found = document.evaluate(path, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
      for (let i = 0; i < found.snapshotLength; i++) {
        const node = found.snapshotItem(i);
        if (node instanceof HTMLElement && node.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
      }
      return true;
    },
    xpath,
  );
}

export async function untilPath(engine: Engine, pathname: string): Promise<void> {
  await until(engine, `the address ${pathname}`, (path: string) => window.location.pathname === path, pathname);
}

/** Clicks what a resident sees, once it is shown and enabled. */
export async function press(engine: Engine, xpath: string): Promise<void> {
  await untilShown(engine, xpath);
  await engine.click(xpath);
}

export async function fill(engine: Engine, xpath: string, text: string): Promise<void> {
  await untilShown(engine, xpath);
  await engine.type(xpath, text);
}

/** The newest code the fake services mailed to a resident (the demo resident by default). */
export async function mailedCode(request: APIRequestContext, to: string = DEMO.email): Promise<string> {
  const { code } = await lastMailTo(request, to);
  if (!code) throw new Error(`The fake services mailed no code to ${to}`);
  return code;
}
