import { CLAIMS_PATHS } from '@portal/claims';
import { PROFILE_PATHS } from '@portal/profile';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchSignedIn, signedInScreens } from './screens';

/** The paths whose code was asked for, in order: each screen's `lazy` replaced by a recorder. */
const asked: string[] = [];
const originals = new Map<RouteObject, RouteObject['lazy']>();

beforeEach(() => {
  asked.length = 0;
  for (const route of signedInScreens) {
    originals.set(route, route.lazy);
    route.lazy = async () => {
      asked.push(route.path ?? '?');
      return {};
    };
  }
});

afterEach(() => {
  for (const [route, lazy] of originals) route.lazy = lazy;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the signed-in code fetched ahead', () => {
  it('waits for the browser to be idle, then fetches the navigation’s screens, the desktop first', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', () => {});
    prefetchSignedIn();
    expect(asked).toEqual([]);
    for (const work of idle) work();
    expect(asked).toEqual([CLAIMS_PATHS.dashboard, CLAIMS_PATHS.claims, CLAIMS_PATHS.licence, PROFILE_PATHS.profile]);
  });

  it('for the code step, fetches the layout first, then the navigation’s screens, the desktop first', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', () => {});
    prefetchSignedIn({
      layout: async () => {
        asked.push('layout');
        return {};
      },
    });
    for (const work of idle) work();
    expect(asked).toEqual(['layout', CLAIMS_PATHS.dashboard, CLAIMS_PATHS.claims, CLAIMS_PATHS.licence, PROFILE_PATHS.profile]);
  });

  it('where the browser has no requestIdleCallback (Safari), fetches a moment later; cancelled, it fetches nothing', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const cancel = prefetchSignedIn();
    cancel();
    vi.runAllTimers();
    expect(asked).toEqual([]);
    prefetchSignedIn();
    vi.runAllTimers();
    expect(asked).toContain(CLAIMS_PATHS.claims);
  });

  it('lets a failed download go: the navigation fetches it again', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    const failing = signedInScreens.find((route) => route.path === CLAIMS_PATHS.claims);
    if (!failing) throw new Error('no claims route');
    failing.lazy = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    prefetchSignedIn();
    for (const work of idle) work();
    await new Promise((done) => setTimeout(done, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
