import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import kanit from '@capsizecss/metrics/kanit';
import roboto from '@capsizecss/metrics/roboto';
import { globalFontFace } from '@vanilla-extract/css';

/**
 * Until Kanit arrives (font-display: swap), text is drawn in a local font reshaped to Kanit's
 * measures: scaled to its average width (size-adjust) and placed on its ascent and descent
 * (ascent-override, descent-override). When Kanit swaps in, lines keep their height and text its
 * place, so the swap moves nothing on the page. Arial is on Windows, macOS and iOS; Roboto on
 * Android; Liberation Sans, Arial's metric twin, on Linux desktops. A face whose local font is
 * missing is skipped by the browser, which tries the next family of the stack. Safari applies
 * size-adjust but not the ascent and descent overrides: there the swap still moves text by a few
 * pixels, as it did before.
 */
const stack = createFontStack([kanit, arial, roboto], { fontFaceFormat: 'styleObject' });

// Capsize names each local font by its full and PostScript names. Added: Arial's metric twin, and
// the name Android gives its Roboto.
const METRIC_TWINS: Record<string, string[]> = {
  "'Arial'": ['Liberation Sans', 'LiberationSans'],
  "'Roboto Regular'": ['Roboto'],
};

for (const { '@font-face': face } of stack.fontFaces) {
  const { fontFamily, src, ...metrics } = face;
  const twins = Object.entries(METRIC_TWINS).find(([name]) => src.startsWith(`local(${name})`))?.[1] ?? [];
  globalFontFace(fontFamily, {
    ...metrics,
    src: [src, ...twins.map((name) => `local('${name}')`)].join(', '),
  });
}

/** Kanit, then its reshaped fallbacks, then the local fonts themselves and the generic family. */
export const kanitStack = `${stack.fontFamily}, system-ui, sans-serif`;

/** The same without Kanit: what a page is drawn in until it works (see `use-kanit.ts`). */
export const fallbackStack = kanitStack.replace(/^Kanit,\s*/, '');
if (fallbackStack === kanitStack) throw new Error('The font stack no longer starts with Kanit');
