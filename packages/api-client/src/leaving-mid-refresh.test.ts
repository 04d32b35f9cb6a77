import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fakeServiceConfig } from './config';
import { configureServices, resetServiceConfig } from './configuration';
import { isRefreshing, refreshAccessToken, whenRefreshSettled } from './http';
import { type LinkClick, leaveAfterRefresh } from './navigation';
import { readTokens, storeSession } from './storage';
import { AUTH, server, setupTestServer } from './test/server';

setupTestServer();

/** A refresh held on the wire until `answer(status)` lets the service's answer go. */
function heldRefresh() {
  let answer: (status: number) => void = () => {};
  const answered = new Promise<number>((resolve) => {
    answer = resolve;
  });
  server.use(
    http.post(`${AUTH}refreshtoken/`, async () => {
      const status = await answered;
      if (status !== 200) return HttpResponse.json({ detail: 'Token inválido.' }, { status });
      return HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' });
    }),
  );
  storeSession({ access: 'old-access', refresh: 'old-refresh' });
  const refresh = refreshAccessToken().catch(() => undefined);
  return { answer, refresh };
}

/** Resolves to whether `promise` settled within the microtasks and timers already due. */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  return settled;
}

describe('waiting for a refresh in flight', () => {
  it('resolves at once when none is in flight', async () => {
    expect(isRefreshing()).toBe(false);
    expect(await settledYet(whenRefreshSettled())).toBe(true);
  });

  it.each([200, 400])('resolves once the refresh in flight has its answer (%i), never rejecting', async (status) => {
    const { answer, refresh } = heldRefresh();
    expect(isRefreshing()).toBe(true);
    const settled = whenRefreshSettled();
    expect(await settledYet(settled)).toBe(false);

    answer(status);
    await expect(settled).resolves.toBeUndefined();
    await refresh;
    expect(isRefreshing()).toBe(false);
    expect(readTokens().refresh).toBe(status === 200 ? 'new-refresh' : null);
  });

  it('waits no longer than the request timeout, even for a refresh stuck behind another tab', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Another tab holds the refresh lock and does not let go: this tab's refresh does not end.
    let tabClosed: (reason: Error) => void = () => {};
    const stuck = new Promise<never>((_, reject) => {
      tabClosed = reject;
    });
    Object.defineProperty(navigator, 'locks', {
      value: { request: () => stuck, query: async () => ({ held: [], pending: [] }) },
      configurable: true,
    });
    try {
      configureServices(fakeServiceConfig, { timeoutMs: 2_000 });
      storeSession({ access: 'old-access', refresh: 'old-refresh' });
      const refresh = refreshAccessToken().catch(() => undefined);
      let settled = false;
      void whenRefreshSettled().then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(1_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      expect(isRefreshing()).toBe(true);
      tabClosed(new Error('La otra pestaña se cerró.'));
      await refresh;
      expect(isRefreshing()).toBe(false);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
      vi.useRealTimers();
      resetServiceConfig();
    }
  });
});

describe('a link out of the portal', () => {
  function click(options: Partial<Omit<LinkClick, 'currentTarget'>> & { target?: string } = {}) {
    const link = document.createElement('a');
    link.href = 'https://servicios.example/login/abc123';
    if (options.target) link.target = options.target;
    const preventDefault = vi.fn();
    const event: LinkClick = {
      currentTarget: link,
      defaultPrevented: false,
      button: 0,
      altKey: false,
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      ...options,
      preventDefault,
    };
    const leave = vi.fn();
    leaveAfterRefresh(event, leave);
    return { preventDefault, leave };
  }

  it('is followed by the browser itself when no refresh is in flight', () => {
    const { preventDefault, leave } = click();
    expect(preventDefault).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
  });

  it('clicked mid-refresh, leaves once the refresh has its answer', async () => {
    const { answer, refresh } = heldRefresh();
    const { preventDefault, leave } = click();
    expect(preventDefault).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(leave).not.toHaveBeenCalled();

    answer(200);
    await refresh;
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('https://servicios.example/login/abc123'));
    expect(readTokens()).toEqual({ access: 'new-access', refresh: 'new-refresh' });
  });

  it.each([
    ['a middle click', { button: 1 }],
    ['a ctrl-click', { ctrlKey: true }],
    ['a cmd-click', { metaKey: true }],
    ['a shift-click', { shiftKey: true }],
    ['a link to another tab', { target: '_blank' }],
    ['a click something else already handled', { defaultPrevented: true }],
  ])('mid-refresh, %s is left to the browser (this page stays)', async (_, options) => {
    const { answer, refresh } = heldRefresh();
    const { preventDefault, leave } = click(options);
    expect(preventDefault).not.toHaveBeenCalled();
    answer(200);
    await refresh;
    expect(leave).not.toHaveBeenCalled();
  });
});
