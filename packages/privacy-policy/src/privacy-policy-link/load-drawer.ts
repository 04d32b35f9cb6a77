import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { PrivacyPolicyDrawerProps } from '../privacy-policy-drawer/privacy-policy-drawer';

type Drawer = ComponentType<PrivacyPolicyDrawerProps>;

/** How the drawer's module is fetched. */
export type DrawerImporter = () => Promise<{ PrivacyPolicyDrawer: Drawer }>;

/**
 * The drawer (and the Radix dialog under it) is closed on every first load, so it is not part
 * of the page's download: the link imports it on hover, focus or click.
 */
const importDrawerChunk: DrawerImporter = () => import('../privacy-policy-drawer/privacy-policy-drawer');

let importer: DrawerImporter = importDrawerChunk;
let loading: Promise<{ default: Drawer }> | null = null;

/**
 * The drawer's module in the shape React.lazy takes, downloaded once for every link. A failed
 * download (offline) is not remembered, so the next attempt downloads again.
 */
export function loadDrawer(): Promise<{ default: Drawer }> {
  if (!loading) {
    const attempt: Promise<{ default: Drawer }> = importer().then(
      (module) => ({ default: module.PrivacyPolicyDrawer }),
      (error: unknown) => {
        if (loading === attempt) loading = null;
        throw error;
      },
    );
    loading = attempt;
  }
  return loading;
}

/** Shared by every link, so once loaded the drawer renders at once, without suspending again. */
let lazyDrawer: LazyExoticComponent<Drawer> = lazy(loadDrawer);

export function getLazyDrawer(): LazyExoticComponent<Drawer> {
  return lazyDrawer;
}

/** React.lazy keeps a failure for good: after one, the next attempt gets a fresh lazy drawer. */
export function forgetFailedDrawer(failed: LazyExoticComponent<Drawer>): void {
  if (lazyDrawer === failed) lazyDrawer = lazy(loadDrawer);
}

/** Swaps how the drawer is imported and forgets what was loaded; for tests and stories. Returns the undo. */
export function replaceDrawerImporter(next: DrawerImporter): () => void {
  const reset = (to: DrawerImporter) => {
    importer = to;
    loading = null;
    lazyDrawer = lazy(loadDrawer);
  };
  reset(next);
  return () => reset(importDrawerChunk);
}
