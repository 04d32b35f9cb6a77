import { readPagesManifest } from '@portal/nginx/pages-manifest';
import type { PagesManifest } from '../config/pages-manifest';

/**
 * Every page of the build under test, as the build lists them for nginx and the budgets (its pages
 * manifest, in the whole shape the build writes: config/pages-manifest.ts).
 */
export const PAGES: PagesManifest['pages'] = (readPagesManifest() as unknown as PagesManifest).pages;

/** Where a resident arrives at a page: an e-mailed link with its token, a provider's return with its code. */
export function visitUrl(page: (typeof PAGES)[number]): string {
  if (['/restablecer', '/activar', '/confirmar-email', '/cancelar-email', '/deshacer-email'].includes(page.route)) {
    return `${page.url}?token=enlace-de-prueba`;
  }
  if (page.noReferrer) return `${page.url}?state=estado-de-prueba&code=codigo-de-prueba`;
  return page.url;
}
