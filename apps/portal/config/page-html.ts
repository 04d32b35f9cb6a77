/** What `pageAssets` (config/pages-manifest.ts) found for a page, as far as its HTML is concerned. */
export interface PageTags {
  /** Modules of the page's lazy screens, beyond the entry's (Vite wrote the entry's already). */
  screenModules: string[];
  /** Stylesheets of those modules that the entry's do not already cover. */
  screenCss: string[];
}

/** A prerendered screen (src/prerender/render-page.tsx). */
export interface PrerenderedScreen {
  body: string;
  head: string;
  route: string;
}

const ROOT = '<div id="root"></div>';

function attribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * Problems that would break the page under the portal's Content-Security-Policy or before the
 * script runs: React's output must carry no script (none may run inline: `script-src 'self'`)
 * and no style attribute (`style-src 'self'` refuses them; React sets styles through the CSSOM
 * only on the client).
 */
export function markupProblems(markup: string): string[] {
  const problems: string[] = [];
  if (/<script\b/i.test(markup)) problems.push('carries a <script>');
  if (/\sstyle=/i.test(markup)) problems.push('carries a style attribute');
  if (/\son[a-z]+=/i.test(markup)) problems.push('carries an inline event handler');
  return problems;
}

/**
 * A stylesheet's text as the content of a `<style>` element: the HTML parser ends the element at
 * the first `</style`, so a stylesheet holding one cannot be inlined.
 */
function styleElement(href: string, css: string, nonce: string): string {
  if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains </style`);
  return `<style nonce="${nonce}">${css.trimEnd()}</style>`;
}

/**
 * Vite's `html.cspNonce` writes `<meta property="csp-nonce" nonce="…">`, which HTML refuses
 * without `content`. The nonce stays in `nonce` alone (ui-kit's `styleNonce()` reads it there,
 * and the browser hides that attribute from the page's CSS); `content` is left empty.
 */
function nonceMetaWithContent(html: string): string {
  return html.replace(/(<meta property="csp-nonce" nonce="[^"]*")>/, '$1 content="">');
}

/**
 * One page's HTML from the shell Vite wrote (`index.html`, entry script and its modulepreloads):
 * the page's own modulepreloads and stylesheets, each with the nonce placeholder as Vite writes
 * it, and, for a prerendered page, the screen inside `#root` (marked with its route pattern, see
 * `routeKey`) and its `<title>` in place of the shell's. A stylesheet found in `inline` (by its
 * URL) is written into the page as a nonce'd `<style>` instead of a `<link>`: the page paints
 * with its HTML, without a round trip for its styles first.
 */
export function pageHtml(
  template: string,
  tags: PageTags,
  nonce: string,
  screen?: PrerenderedScreen,
  inline: ReadonlyMap<string, string> = new Map(),
): string {
  if (!template.includes(ROOT)) throw new Error(`The shell has no ${ROOT}`);
  if (!template.includes('</head>')) throw new Error('The shell has no </head>');
  const links = [
    ...tags.screenCss.map((href) => `<link rel="stylesheet" crossorigin href="${href}" nonce="${nonce}">`),
    ...tags.screenModules.map((href) => `<link rel="modulepreload" crossorigin href="${href}" nonce="${nonce}">`),
  ];
  let html = nonceMetaWithContent(template);
  let head = links.map((link) => `    ${link}\n`).join('');
  if (screen) {
    const title = /<title>[^<]*<\/title>/.exec(screen.head)?.[0];
    if (title) html = html.replace(/<title>[^<]*<\/title>/, title);
    const rest = title ? screen.head.replace(title, '') : screen.head;
    if (rest) head += `    ${rest}\n`;
    html = html.replace(ROOT, `<div id="root" data-route="${attribute(screen.route)}">${screen.body}</div>`);
  }
  html = html.replace(/^( *)<\/head>/m, (_, indent: string) => `${head}${indent}</head>`);
  return html.replace(/<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g, (link, href: string) => {
    const css = inline.get(href);
    return css === undefined ? link : styleElement(href, css, nonce);
  });
}
