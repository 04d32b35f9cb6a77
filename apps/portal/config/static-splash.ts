import type { Plugin } from 'vite';

const ROOT = '<div id="root"></div>';

/**
 * Writes the splash (ui-kit's `Splash`, rendered to markup at build time) into `index.html`'s
 * `#root`, so a visitor sees the portal's logo as soon as the page and its stylesheet arrive,
 * before any script has downloaded. React replaces it when it draws the first screen.
 */
export function staticSplash(): Plugin {
  return {
    name: 'portal:static-splash',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        if (!html.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to put the splash in`);
        const [{ Splash }, { renderToStaticMarkup }, { createElement }] = await Promise.all([
          import('@portal/ui-kit'),
          import('react-dom/server'),
          import('react'),
        ]);
        return html.replace(ROOT, `<div id="root">${renderToStaticMarkup(createElement(Splash))}</div>`);
      },
    },
  };
}
