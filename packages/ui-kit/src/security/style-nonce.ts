import { setNonce } from 'get-nonce';

/**
 * What the portal's build writes as every tag's nonce and in `<meta property="csp-nonce">` (Vite's
 * `html.cspNonce`), until the production server replaces it with the response's own.
 */
export const STYLE_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The nonce the production server gave this page for `<style>` elements (a fresh one per
 * response, in its Content-Security-Policy and in `<meta property="csp-nonce">`), handed to
 * get-nonce once at start-up: react-remove-scroll (the scroll-lock rule of Radix's dialogs,
 * selects and menus) and ui-kit's Select read it from there. Undefined where nobody filled it in
 * (the dev server, Storybook, tests): no policy there.
 */
export function styleNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Under a policy the browser hides the attribute and keeps the value in the `nonce` property.
  const value = meta?.nonce || meta?.getAttribute('nonce');
  const nonce = value && value !== STYLE_NONCE_PLACEHOLDER ? value : undefined;
  if (nonce) setNonce(nonce);
  return nonce;
}
