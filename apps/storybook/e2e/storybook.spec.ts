import { expect, type Page, test } from '@playwright/test';
import { vars } from '@portal/ui-kit/theme';
import { breakpoints } from '@portal/ui-kit/tokens';
import { viewports } from '../.storybook/viewports';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

async function storyIndex(page: Page): Promise<IndexEntry[]> {
  const response = await page.request.get('index.json');
  expect(response.ok()).toBe(true);
  return Object.values((await response.json()).entries as Record<string, IndexEntry>);
}

/**
 * Storybook's first load (its own interface, then the preview with every story's module) takes
 * longer than a portal page does, on a two-core machine busy with other work more so.
 */
const FIRST_LOAD = { timeout: 30_000 };

test('opens on the start page, with the foundations and the journeys before the components', async ({ page }) => {
  await page.goto('');
  await expect(page).toHaveURL(/path=\/docs\/comienzo--docs/, FIRST_LOAD);
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('heading', { level: 1, name: 'Portal del Vecino de Bahía Blanca' })).toBeVisible(FIRST_LOAD);
  await expect(preview.getByRole('heading', { name: 'Cómo ver una pantalla en un teléfono' })).toBeVisible();

  const sections = [...new Set((await storyIndex(page)).map((entry) => entry.title.split('/')[0]))];
  expect(sections.slice(0, 7)).toEqual([
    'Comienzo',
    'Fundamentos',
    'Ingreso',
    'Registro',
    'Recuperar la contraseña',
    'Área personal',
    'Perfil',
  ]);
  expect(sections.at(-1)).toBe('Componentes');
});

test("Storybook's own frame wears the portal's logo and Kanit", async ({ page }) => {
  await page.goto('');
  const logo = page.getByRole('img', { name: 'Portal del Vecino · Bahía Blanca' });
  await expect(logo).toBeVisible(FIRST_LOAD);
  // Drawn, not broken: the image has the logo's own size.
  expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(232);
  // The sidebar's text in Kanit, and Kanit itself arrived (no request to make: it is in the bundle).
  await expect(
    page
      .getByRole('link', { name: 'Comienzo' })
      .or(page.getByRole('button', { name: 'Comienzo' }))
      .first(),
  ).toBeVisible();
  expect(await page.locator('#storybook-explorer-tree').evaluate((tree) => getComputedStyle(tree).fontFamily)).toMatch(/^Kanit,/);
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].filter((font) => font.family === 'Kanit' && font.status === 'loaded').length))
    .toBeGreaterThan(0);
});

/** `#fff` as `#ffffff`: the stylesheet is minified, the page shows the theme's spelling. */
function longHex(hex: string): string {
  return hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex;
}

test('the colours page lists every colour of the theme contract with the value the theme paints', async ({ page }) => {
  await page.goto('iframe.html?viewMode=docs&id=fundamentos-colores--docs');
  const palette = page.locator('.docblock-colorpalette');
  await expect(palette).toBeVisible(FIRST_LOAD);
  // The contract's colours, each with the value its CSS variable has on this very page.
  const contract = await page.evaluate((colors) => {
    const style = getComputedStyle(document.documentElement);
    return Object.entries(colors).map(([name, variable]) => {
      const property = /var\((--[^)]+)\)/.exec(variable)?.[1] ?? '';
      return { name, value: style.getPropertyValue(property).trim() };
    });
  }, vars.color);
  expect(contract.length).toBeGreaterThan(0);
  const rows = await palette
    .locator('[title]:not([title^="#"])')
    .evaluateAll((swatches) => swatches.map((swatch) => swatch.getAttribute('title')));
  expect(rows).toEqual(contract.map(({ name }) => name));
  for (const { name, value } of contract) {
    expect(value, `${name} is painted`).toMatch(/^#([0-9a-f]{3}){1,2}$/i);
    await expect(palette.getByTitle(name, { exact: true })).toContainText(longHex(value), { ignoreCase: true });
    await expect(palette.getByText(name, { exact: true })).toBeVisible();
  }
});

test('a screen opens at the phone width and switches to desktop, the toolbar offering the theme breakpoints', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('?path=/story/ingreso-pantalla-de-ingreso--credentials');
  const iframe = page.locator('#storybook-preview-iframe');
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('heading', { name: 'Ingresá al Portal del Vecino' })).toBeVisible(FIRST_LOAD);
  // The layout's own breakpoint, asked inside the story: one column on the phone, two from medium.
  const mediumUp = () =>
    iframe.evaluate(
      (frame: HTMLIFrameElement, width) => frame.contentWindow?.matchMedia(`(min-width: ${width}px)`).matches,
      breakpoints.medium,
    );
  const width = () => iframe.evaluate((frame: HTMLIFrameElement) => frame.contentWindow?.innerWidth);

  await expect(page.getByRole('button', { name: `Viewport size Teléfono (${breakpoints.phone} px)` })).toBeVisible();
  await expect.poll(width).toBe(breakpoints.phone);
  expect(await mediumUp()).toBe(false);

  await page.getByRole('button', { name: /^Viewport size/ }).click();
  const choices = page.getByRole('menuitem').or(page.getByRole('option'));
  await expect(choices.filter({ hasText: /\(\d+ px\)/ })).toHaveText([
    `Teléfono (${breakpoints.phone} px)`,
    `Tableta (${breakpoints.medium} px)`,
    `Escritorio (${breakpoints.desktop} px)`,
  ]);
  await choices.filter({ hasText: `Escritorio (${breakpoints.desktop} px)` }).click();
  await expect.poll(width).toBe(breakpoints.desktop);
  expect(await mediumUp()).toBe(true);

  await page.getByRole('button', { name: /^Viewport size/ }).click();
  await choices.filter({ hasText: `Teléfono (${breakpoints.phone} px)` }).click();
  await expect.poll(width).toBe(breakpoints.phone);
});

/**
 * What the product itself writes to the console (docs/product.md#identity-providers: a failed return
 * from an identity provider), as the portal's browser tests expect it too.
 */
const PRODUCT_CONSOLE_ERRORS = [/^Error al obtener el token:/, /^Error al realizar el dispatch:/];

/** Events that end an entry's turn: a docs page drawn, a story through its play and its checks. */
const ENDS = ['docsRendered', 'storyFinished', 'storyErrored', 'storyMissing'];
/** Events that say something went wrong on the way. */
const FAILURES = ['storyErrored', 'storyMissing', 'storyThrewException', 'playFunctionThrewException', 'docsRenderError'];

interface StorybookChannel {
  on(event: string, listener: (payload?: StoryFinished) => void): void;
  off(event: string, listener: (payload?: StoryFinished) => void): void;
  emit(event: string, payload: unknown): void;
}

/**
 * Shows an entry in the preview, as the sidebar does, and waits for its turn to end, a story's
 * play function included (Storybook reloads the page when a story is left half-way). Says what
 * went wrong, or nothing.
 */
function show(page: Page, entry: IndexEntry): Promise<string[]> {
  return page.evaluate(
    ({ id, viewMode, ends, failures }) =>
      new Promise<string[]>((resolve) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel }).__STORYBOOK_ADDONS_CHANNEL__;
        const seen: string[] = [];
        const listeners: [string, (payload?: StoryFinished) => void][] = [
          ...failures.map((event): [string, () => void] => [event, () => seen.push(event)]),
          ...ends.map((event): [string, (payload?: StoryFinished) => void] => [
            event,
            (payload) => {
              for (const [name, listener] of listeners) channel.off(name, listener);
              if (payload?.status === 'error') {
                const failed = payload.reporters.filter((report) => report.status === 'failed');
                seen.push(...failed.map((report) => `${report.type} check failed`), ...(failed.length ? [] : ['error']));
              }
              resolve([...new Set(seen)]);
            },
          ]),
        ];
        for (const [event, listener] of listeners) channel.on(event, listener);
        channel.emit('setCurrentStory', { storyId: id, viewMode });
      }),
    { id: entry.id, viewMode: entry.type === 'docs' ? 'docs' : 'story', ends: ENDS, failures: FAILURES },
  );
}

interface StoryFinished {
  status: 'success' | 'error' | 'warning';
  reporters: { type: string; status: string }[];
}

type ViewportName = keyof typeof viewports;
type Size = { width: number; height: number };

function sizeOf(name: string | undefined): Size {
  const { styles } = viewports[name && name in viewports ? (name as ViewportName) : 'phone'];
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}

/** The size each story is shown at: the viewport its globals name, or the phone every story opens at. */
async function sizes(page: Page, entries: IndexEntry[]): Promise<Size[]> {
  const named = await page.evaluate(
    (stories) =>
      Promise.all(
        stories.map(async ({ id, type }) => {
          if (type !== 'story') return undefined;
          const preview = (window as unknown as { __STORYBOOK_PREVIEW__: StorybookPreview }).__STORYBOOK_PREVIEW__;
          const story = await preview.storyStore.loadStory({ storyId: id });
          return story.storyGlobals?.viewport?.value;
        }),
      ),
    entries.map(({ id, type }) => ({ id, type })),
  );
  return named.map(sizeOf);
}

interface StorybookPreview {
  storyStore: {
    loadStory(options: { storyId: string }): Promise<{ storyGlobals?: { viewport?: { value?: string } } }>;
  };
}

/**
 * Shows every entry, one after the other in one preview as the sidebar does, and lists what went
 * wrong: a console error, a request that failed, a story that did not render or whose play failed.
 */
async function visit(page: Page, entries: IndexEntry[]): Promise<string[]> {
  let current = 'iframe.html';
  const problems: string[] = [];
  const consoleErrors: { entry: string; text: string; url: string }[] = [];
  // The fake services answer from the msw worker, their errors on purpose (a failing service);
  // the browser logs each such answer as a console error of its own.
  const fakeErrorAnswers = new Set<string>();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push({ entry: current, text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => problems.push(`${current}: uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A request the page itself gave up on (a story left while its screen was still loading).
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`${current}: ${request.url()} failed: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() < 400) return;
    if (response.fromServiceWorker()) fakeErrorAnswers.add(response.url());
    else problems.push(`${current}: ${response.url()} answered ${response.status()}`);
  });
  // Without motion (the portal honours the setting): a dialog the story before left closing is
  // gone at once, instead of holding the page's pointer events while the next story's play clicks.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('iframe.html');
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window && navigator.serviceWorker.controller !== null);
  // Accessibility is checked on the same rules by the story tests; here, each story only renders.
  await page.evaluate(() =>
    (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel }).__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', {
      globals: { a11y: { manual: true } },
    }),
  );
  const sized = await sizes(page, entries);
  let size: Size | undefined;
  for (const [index, entry] of entries.entries()) {
    current = `${entry.title} / ${entry.name}`;
    const wanted = sized[index] ?? sizeOf('phone');
    if (wanted.width !== size?.width || wanted.height !== size.height) await page.setViewportSize(wanted);
    size = wanted;
    for (const failure of await show(page, entry)) problems.push(`${current}: ${failure}`);
  }
  for (const { entry, text, url } of consoleErrors) {
    if (PRODUCT_CONSOLE_ERRORS.some((expected) => expected.test(text))) continue;
    if (text.startsWith('Failed to load resource') && fakeErrorAnswers.has(url)) continue;
    problems.push(`${entry}: console error: ${text}`);
  }
  return problems;
}

test('no page or story logs a console error or a failed request', async ({ browser, page }) => {
  // The whole index in one pass, its two halves side by side (one per core), each in a browser
  // context of its own: stories keep sessions in storage, and must not see the other half's.
  test.setTimeout(180_000);
  const entries = await storyIndex(page);
  const half = Math.ceil(entries.length / 2);
  const other = await browser.newContext(test.info().project.use);
  try {
    const problems = await Promise.all([visit(page, entries.slice(0, half)), visit(await other.newPage(), entries.slice(half))]);
    expect(problems.flat()).toEqual([]);
  } finally {
    await other.close();
  }
});
