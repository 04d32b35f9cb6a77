import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Logo } from '@portal/ui-kit';
import { themeTokens } from '@portal/ui-kit/tokens';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const require = createRequire(import.meta.url);

/** One of @fontsource's Kanit files, the portal's own (ui-kit's kanit.css), as a data: URL. */
function kanit(weight: string): string {
  const file = require.resolve(`@fontsource/kanit/files/kanit-latin-${weight}-normal.woff2`);
  return `data:font/woff2;base64,${readFileSync(file).toString('base64')}`;
}

/**
 * The portal's logo as the image Storybook's sidebar shows (`brandImage`), drawn by ui-kit's own
 * `Logo`, so it cannot drift from the portal's. An image is a document of its own that neither the
 * page's styles nor its fonts reach: the colour the mark and the words take (the theme's dark
 * blue) and the two Kanit weights the words use go inside it.
 */
export function brandImage(): string {
  const fonts = ['400', '600']
    .map((weight) => `@font-face{font-family:Kanit;font-weight:${weight};src:url(${kanit(weight)}) format('woff2')}`)
    .join('');
  const logo = renderToStaticMarkup(createElement(Logo, { decorative: true }));
  const image = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="232" height="48" viewBox="0 0 232 48" color="${themeTokens.color.primary}">`,
    `<style>${fonts}text{font-family:Kanit,sans-serif}</style>`,
    logo,
    '</svg>',
  ].join('');
  return `data:image/svg+xml;base64,${Buffer.from(image).toString('base64')}`;
}
