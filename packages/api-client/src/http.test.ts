import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  geocodeAddress,
  getClaims,
  getLicence,
  getLocations,
  getStreets,
  getUserProfile,
  requestAlpha,
  sendSupportRequest,
  updateProfile,
} from './calls';
import { fakeServiceConfig } from './config';
import { configureServices, resetServiceConfig } from './configuration';
import { ERROR_MESSAGES } from './errors';
import { refreshAccessToken } from './http';
import { sessionStore } from './session-store';
import { readSessionEnd, readTokens, storeSession } from './storage';
import { licenceAnswer, profileDetailsAnswer, userProfileAnswer } from './test/fixtures';
import { AUTH, GEOCODER, INCIDENTS, MUNICIPAL, STREETS, server, setupTestServer } from './test/server';
import type { ProfileUpdate } from './types';

setupTestServer();

/** A refresh endpoint that rotates `old` → `new` and counts its calls. */
function rotatingRefresh(options: { gate?: Promise<void> } = {}) {
  const calls: unknown[] = [];
  server.use(
    http.post(`${AUTH}refreshtoken/`, async ({ request }) => {
      calls.push(await request.json());
      await options.gate;
      return HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' });
    }),
  );
  return calls;
}

/** userprofile/ that accepts only the new token and records every Authorization it saw. */
function profileAcceptingNewToken() {
  const seen: (string | null)[] = [];
  server.use(
    http.get(`${AUTH}userprofile/`, ({ request }) => {
      const authorization = request.headers.get('authorization');
      seen.push(authorization);
      if (authorization !== 'Bearer new-access') {
        return HttpResponse.json({ detail: 'Las credenciales de autenticación no se proveyeron.' }, { status: 401 });
      }
      return HttpResponse.json(userProfileAnswer);
    }),
  );
  return seen;
}

const profileUpdate: ProfileUpdate = {
  user_profile_id: 41,
  gender: 'F',
  birth_date: '1984-05-02',
  town: 'Bahía Blanca',
  postal_code: '8000',
  street: 'Alsina',
  height: '65',
  apartment: 'B',
  floor: '2',
  phone_prefix: '291',
  phone: '4123456',
  viewed: true,
  long: -62.2663,
  lat: -38.7183,
};

describe('the bearer token', () => {
  it('goes to authenticated calls on the auth service', async () => {
    storeSession({ access: 'new-access', refresh: 'r' });
    const seen = profileAcceptingNewToken();
    await expect(getUserProfile()).resolves.toEqual(userProfileAnswer);
    expect(seen).toEqual(['Bearer new-access']);
  });

  it.each(['null', 'undefined', ''])('is left out entirely when storage holds %j, never `Bearer null`', async (text) => {
    localStorage.setItem('lgac', text);
    localStorage.setItem('lgrf', text);
    localStorage.setItem('isLoggedIn', 'true');
    const seen = profileAcceptingNewToken();
    await expect(getUserProfile()).rejects.toMatchObject({ status: 401, message: ERROR_MESSAGES.sessionExpired });
    expect(seen).toEqual([null]);
  });

  it('is not sent on anonymous auth calls', async () => {
    storeSession({ access: 'secret', refresh: 'r' });
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${AUTH}locations/`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json(['Bahía Blanca']);
      }),
    );
    await expect(getLocations()).resolves.toEqual(['Bahía Blanca']);
    expect(seen).toEqual([null]);
  });

  it("goes to the municipal host's licence and claims, which refresh on a 401 and retry once, as the auth calls do", async () => {
    storeSession({ access: 'old-access', refresh: 'old-refresh' });
    const refreshes = rotatingRefresh();
    const seen: (string | null)[] = [];
    const ownData =
      (answer: unknown) =>
      ({ request }: { request: Request }) => {
        const authorization = request.headers.get('authorization');
        seen.push(authorization);
        return authorization === 'Bearer new-access'
          ? HttpResponse.json(answer as Record<string, unknown>)
          : HttpResponse.json({ detail: 'El token de acceso no es válido o expiró.' }, { status: 401 });
      };
    server.use(
      http.get(`${MUNICIPAL}licencias_de_conducir/vencimientos/:dni`, ownData(licenceAnswer)),
      http.get(`${MUNICIPAL}cav/reclamos_por_dni/:dni`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json([]);
      }),
    );
    await expect(getLicence(30123456)).resolves.toEqual(licenceAnswer);
    await expect(getClaims(30123456)).resolves.toEqual([]);
    expect(seen).toEqual(['Bearer old-access', 'Bearer new-access', 'Bearer new-access']);
    expect(refreshes).toEqual([{ refresh: 'old-refresh' }]);
  });

  it('never reaches the streets, incident or geocoder hosts, and their 401 refreshes nothing', async () => {
    storeSession({ access: 'secret', refresh: 'r' });
    const seen: (string | null)[] = [];
    const record = (request: Request) => seen.push(request.headers.get('authorization'));
    server.use(
      http.get(`${STREETS}calles/calles/`, ({ request }) => {
        record(request);
        return HttpResponse.json({ detail: 'No autorizado' }, { status: 401 });
      }),
      http.post(`${INCIDENTS}api/solicitud`, ({ request }) => {
        record(request);
        return HttpResponse.json({ nro_reclamo: 9 });
      }),
      http.get(`${GEOCODER}search/:query`, ({ request }) => {
        record(request);
        return HttpResponse.json([]);
      }),
    );
    await expect(getStreets()).rejects.toMatchObject({ status: 401 });
    await sendSupportRequest({
      nombre: 'Lucía',
      apellido: 'Fernández',
      dni: '30123456',
      correo: 'vecina@example.com',
      telefono_movil: '2914123456',
      descripcion: 'No puedo ingresar',
    });
    await geocodeAddress({ street: 'Alsina', number: 65 });
    expect(seen).toEqual([null, null, null]);
    expect(readTokens()).toEqual({ access: 'secret', refresh: 'r' });
  });
});

describe('refresh on 401', () => {
  it('refreshes once for five concurrent 401s and retries each call once with the new token', async () => {
    storeSession({ access: 'old-access', refresh: 'old-refresh' });
    let unauthorized = 0;
    let releaseRefresh: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const refreshes = rotatingRefresh({ gate });
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${AUTH}userprofile/`, ({ request }) => {
        const authorization = request.headers.get('authorization');
        seen.push(authorization);
        if (authorization === 'Bearer new-access') return HttpResponse.json(userProfileAnswer);
        unauthorized += 1;
        // The refresh answers only once all five calls have met their 401.
        if (unauthorized === 5) releaseRefresh();
        return HttpResponse.json({ detail: 'Token expirado' }, { status: 401 });
      }),
    );

    const results = await Promise.all(Array.from({ length: 5 }, () => getUserProfile()));

    expect(results).toEqual(Array.from({ length: 5 }, () => userProfileAnswer));
    expect(refreshes).toEqual([{ refresh: 'old-refresh' }]);
    expect(seen.filter((value) => value === 'Bearer old-access')).toHaveLength(5);
    expect(seen.filter((value) => value === 'Bearer new-access')).toHaveLength(5);
    expect(readTokens()).toEqual({ access: 'new-access', refresh: 'new-refresh' });
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it('re-sends a multipart PATCH byte for byte after the refresh', async () => {
    storeSession({ access: 'old-access', refresh: 'old-refresh' });
    rotatingRefresh();
    const attempts: { authorization: string | null; contentType: string | null; body: Uint8Array }[] = [];
    server.use(
      http.patch(`${AUTH}profile/:id/`, async ({ request }) => {
        attempts.push({
          authorization: request.headers.get('authorization'),
          contentType: request.headers.get('content-type'),
          body: new Uint8Array(await request.arrayBuffer()),
        });
        if (request.headers.get('authorization') !== 'Bearer new-access') {
          return HttpResponse.json({ detail: 'Token expirado' }, { status: 401 });
        }
        return HttpResponse.json(profileDetailsAnswer);
      }),
    );

    await expect(updateProfile(profileUpdate)).resolves.toEqual(profileDetailsAnswer);

    expect(attempts).toHaveLength(2);
    const [first, second] = attempts;
    expect(first?.authorization).toBe('Bearer old-access');
    expect(second?.authorization).toBe('Bearer new-access');
    expect(second?.contentType).toBe(first?.contentType);
    expect(first?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(first?.body.byteLength).toBeGreaterThan(0);
    expect(second?.body).toEqual(first?.body);
    expect(new TextDecoder().decode(second?.body)).toContain('name="viewed"\r\n\r\ntrue');
  });

  it('treats a second 401 after the retry as an error, not another refresh', async () => {
    storeSession({ access: 'old-access', refresh: 'old-refresh' });
    const refreshes = rotatingRefresh();
    let hits = 0;
    server.use(
      http.get(`${AUTH}newalpha/`, () => {
        hits += 1;
        return HttpResponse.json({ detail: 'Usuario inactivo.' }, { status: 401 });
      }),
    );

    await expect(requestAlpha()).rejects.toMatchObject({ status: 401, message: 'Usuario inactivo.', isPinError: false });
    expect(hits).toBe(2);
    expect(refreshes).toHaveLength(1);
  });

  it("uses the tokens another tab rotated when the service refuses this tab's refresh, and stays signed in", async () => {
    storeSession({ access: 'old-access', refresh: 'old-refresh' });
    sessionStore.getState().sync();
    const seen = profileAcceptingNewToken();
    server.use(
      http.post(`${AUTH}refreshtoken/`, () => {
        // Another tab refreshed first with the same token: it stored the rotated pair, so the
        // service refuses the old refresh token here.
        storeSession({ access: 'new-access', refresh: 'new-refresh' });
        return HttpResponse.json({ detail: 'Token inválido.' }, { status: 400 });
      }),
    );

    await expect(getUserProfile()).resolves.toEqual(userProfileAnswer);
    expect(seen).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(readTokens()).toEqual({ access: 'new-access', refresh: 'new-refresh' });
    expect(sessionStore.getState().signedIn).toBe(true);
  });

  it('sets both tokens to the text null and signs out when the refresh answers 400', async () => {
    storeSession({ access: 'old-access', refresh: 'old-refresh' });
    sessionStore.getState().sync();
    let refreshes = 0;
    server.use(
      http.post(`${AUTH}refreshtoken/`, () => {
        refreshes += 1;
        return HttpResponse.json({ detail: 'El token de refresco no es válido.' }, { status: 400 });
      }),
    );
    profileAcceptingNewToken();

    const failures = await Promise.allSettled([getUserProfile(), getUserProfile(), getUserProfile()]);

    for (const failure of failures) {
      expect(failure).toMatchObject({
        status: 'rejected',
        reason: { status: 401, message: ERROR_MESSAGES.sessionExpired },
      });
    }
    expect(refreshes).toBe(1);
    expect(localStorage.getItem('lgac')).toBe('null');
    expect(localStorage.getItem('lgrf')).toBe('null');
    expect(localStorage.getItem('isLoggedIn')).toBe('false');
    expect(sessionStore.getState().signedIn).toBe(false);
    // The login screen will say why, in every tab, until the next sign-in.
    expect(readSessionEnd()).toBe('expired');
    expect(sessionStore.getState().endedBecause).toBe('expired');
    sessionStore.getState().signIn({ access: 'a2', refresh: 'r2' });
    expect(sessionStore.getState().endedBecause).toBeNull();
  });

  it('rejects the waiting calls but keeps the session when the refresh cannot reach the service', async () => {
    storeSession({ access: 'old-access', refresh: 'old-refresh' });
    server.use(http.post(`${AUTH}refreshtoken/`, () => HttpResponse.error()));
    profileAcceptingNewToken();

    const failures = await Promise.allSettled([getUserProfile(), getUserProfile()]);

    for (const failure of failures) {
      expect(failure).toMatchObject({ status: 'rejected', reason: { status: 0, message: ERROR_MESSAGES.network } });
    }
    expect(readTokens()).toEqual({ access: 'old-access', refresh: 'old-refresh' });
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it('reuses a token another call already refreshed instead of refreshing again', async () => {
    storeSession({ access: 'old-access', refresh: 'old-refresh' });
    let hits = 0;
    server.use(
      http.get(`${AUTH}userprofile/`, () => {
        hits += 1;
        // While this call was on the wire, another one rotated the tokens.
        storeSession({ access: 'new-access', refresh: 'new-refresh' });
        return hits === 1 ? HttpResponse.json({ detail: 'Token expirado' }, { status: 401 }) : HttpResponse.json(userProfileAnswer);
      }),
    );

    await expect(getUserProfile()).resolves.toEqual(userProfileAnswer);
    expect(hits).toBe(2);
  });

  it('keeps the old refresh token when the service answers only a new access token', async () => {
    storeSession({ access: 'old-access', refresh: 'old-refresh' });
    server.use(http.post(`${AUTH}refreshtoken/`, () => HttpResponse.json({ access: 'new-access' })));
    profileAcceptingNewToken();

    await expect(getUserProfile()).resolves.toEqual(userProfileAnswer);
    expect(readTokens()).toEqual({ access: 'new-access', refresh: 'old-refresh' });
  });

  it("never writes a refresh's answer over another account that signed in while it ran", async () => {
    storeSession({ access: 'old-access', refresh: 'old-refresh' });
    sessionStore.getState().sync();
    const seen: (string | null)[] = [];
    server.use(
      http.post(`${AUTH}refreshtoken/`, () => {
        // Meanwhile, in another tab, another resident signs in.
        storeSession({ access: 'other-access', refresh: 'other-refresh' });
        return HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' });
      }),
      http.get(`${AUTH}userprofile/`, ({ request }) => {
        const authorization = request.headers.get('authorization');
        seen.push(authorization);
        return authorization === 'Bearer old-access'
          ? HttpResponse.json({ detail: 'Token expirado' }, { status: 401 })
          : HttpResponse.json(userProfileAnswer);
      }),
    );

    await getUserProfile();
    // The stored session is the one signed in last, whole; the old session's answer went nowhere.
    expect(readTokens()).toEqual({ access: 'other-access', refresh: 'other-refresh' });
    expect(seen).toEqual(['Bearer old-access', 'Bearer other-access']);
  });
});

describe('the refresh across tabs (Web Locks)', () => {
  /** The part of navigator.locks the refresh uses: one holder at a time per name, in order; who holds what. */
  function installLockFake() {
    const queues = new Map<string, Promise<unknown>>();
    const held = new Map<string, number>();
    const requested: string[] = [];
    const locks = {
      request(name: string, callback: () => Promise<unknown>) {
        requested.push(name);
        const previous = queues.get(name) ?? Promise.resolve();
        const hold = () => {
          held.set(name, (held.get(name) ?? 0) + 1);
          return Promise.resolve(callback()).finally(() => held.set(name, (held.get(name) ?? 1) - 1));
        };
        const run = previous.then(hold, hold);
        queues.set(
          name,
          run.catch(() => {}),
        );
        return run;
      },
      query: async () => ({ held: [...held].filter(([, count]) => count > 0).map(([name]) => ({ name })), pending: [] }),
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    const heldNames = async () => (await locks.query()).held.map((lock) => lock.name);
    return { requested, heldNames, remove: () => Reflect.deleteProperty(navigator, 'locks') };
  }

  it('refreshes under the lock, and a tab that waited for it uses the tokens rotated meanwhile', async () => {
    const lock = installLockFake();
    try {
      storeSession({ access: 'old-access', refresh: 'old-refresh' });
      let refreshes = 0;
      let releaseOtherTab = () => {};
      // Another tab holds the lock first, and rotates the tokens before letting go.
      const otherTab = navigator.locks.request('portal-token-refresh', async () => {
        await new Promise<void>((resolve) => {
          releaseOtherTab = resolve;
        });
        storeSession({ access: 'new-access', refresh: 'new-refresh' });
      });
      server.use(
        http.post(`${AUTH}refreshtoken/`, () => {
          refreshes += 1;
          return HttpResponse.json({ detail: 'Token inválido.' }, { status: 400 });
        }),
      );
      const seen = profileAcceptingNewToken();
      const call = getUserProfile();
      // This tab's refresh is waiting for the lock before the other tab lets go.
      await vi.waitFor(() => expect(lock.requested).toHaveLength(2));
      releaseOtherTab();
      await otherTab;

      await expect(call).resolves.toEqual(userProfileAnswer);
      expect(lock.requested).toEqual(['portal-token-refresh', 'portal-token-refresh']);
      // This tab never spent the old refresh token: the other tab's rotation was found under the lock.
      expect(refreshes).toBe(0);
      expect(seen).toEqual(['Bearer old-access', 'Bearer new-access']);
      expect(readTokens()).toEqual({ access: 'new-access', refresh: 'new-refresh' });
    } finally {
      lock.remove();
    }
  });

  it("waits, without a refresh, for the tokens of a tab that spent this one when they reach this tab's storage late", async () => {
    const lock = installLockFake();
    try {
      storeSession({ access: 'old-access', refresh: 'old-refresh' });
      let refreshes = 0;
      let releaseOtherTab = () => {};
      // Another tab rotates under the lock and marks the old token spent, but its write reaches this
      // tab's storage only after the lock is let go (browsers hand it over asynchronously).
      const otherTab = navigator.locks.request('portal-token-refresh', async () => {
        await new Promise<void>((resolve) => {
          releaseOtherTab = resolve;
        });
        void navigator.locks.request('portal-token-spent:old-refresh', () => new Promise(() => {}));
      });
      server.use(
        http.post(`${AUTH}refreshtoken/`, () => {
          refreshes += 1;
          return HttpResponse.json({ detail: 'Token inválido.' }, { status: 400 });
        }),
      );
      const seen = profileAcceptingNewToken();
      const listening = vi.spyOn(window, 'addEventListener');
      const call = getUserProfile();
      await vi.waitFor(() => expect(lock.requested).toHaveLength(2));
      releaseOtherTab();
      await otherTab;
      // This tab now holds the lock, has found its token marked spent, and waits for the storage.
      await vi.waitFor(() => expect(listening.mock.calls.some(([type]) => type === 'storage')).toBe(true));
      storeSession({ access: 'new-access', refresh: 'new-refresh' });
      window.dispatchEvent(new StorageEvent('storage', { key: 'lgrf', newValue: 'new-refresh' }));

      await expect(call).resolves.toEqual(userProfileAnswer);
      expect(refreshes).toBe(0);
      expect(seen).toEqual(['Bearer old-access', 'Bearer new-access']);
      expect(readTokens()).toEqual({ access: 'new-access', refresh: 'new-refresh' });
    } finally {
      lock.remove();
    }
  });

  it('holds the spent mark until the tab waiting for the lock has had its turn, then lets it go', async () => {
    const lock = installLockFake();
    try {
      storeSession({ access: 'old-access', refresh: 'old-refresh' });
      rotatingRefresh();
      let releaseOtherTab = () => {};
      let marksSeenByOtherTab: string[] = [];
      const refreshed = refreshAccessToken();
      // Another tab asks for the lock while this one refreshes.
      await vi.waitFor(() => expect(lock.requested).toHaveLength(1));
      const otherTab = navigator.locks.request('portal-token-refresh', async () => {
        marksSeenByOtherTab = await lock.heldNames();
        await new Promise<void>((resolve) => {
          releaseOtherTab = resolve;
        });
      });
      await expect(refreshed).resolves.toBe('new-access');
      await vi.waitFor(() => expect(marksSeenByOtherTab).toEqual(['portal-token-refresh', 'portal-token-spent:old-refresh']));
      releaseOtherTab();
      await otherTab;
      await vi.waitFor(async () => expect(await lock.heldNames()).toEqual([]));
    } finally {
      lock.remove();
    }
  });

  it('refreshes under the lock when no other tab holds it', async () => {
    const lock = installLockFake();
    try {
      storeSession({ access: 'old-access', refresh: 'old-refresh' });
      const calls = rotatingRefresh();
      profileAcceptingNewToken();
      await expect(getUserProfile()).resolves.toEqual(userProfileAnswer);
      // The spent token is marked for the other tabs before the refresh lock is let go, and the mark
      // is let go once the tabs waiting then had their turn: none here.
      expect(lock.requested).toEqual(['portal-token-refresh', 'portal-token-spent:old-refresh', 'portal-token-refresh']);
      await vi.waitFor(async () => expect(await lock.heldNames()).toEqual([]));
      expect(calls).toEqual([{ refresh: 'old-refresh' }]);
      expect(readTokens()).toEqual({ access: 'new-access', refresh: 'new-refresh' });
    } finally {
      lock.remove();
    }
  });
});

describe('a refresh that fails', () => {
  it.each([
    ['401', () => HttpResponse.json({ detail: 'Token vencido.' }, { status: 401 }), 401, ERROR_MESSAGES.sessionExpired, false],
    ['503', () => HttpResponse.json({ detail: 'Mantenimiento' }, { status: 503 }), 503, ERROR_MESSAGES.failed, true],
    ['malformed', () => HttpResponse.json({ acceso: 'x' }), 200, ERROR_MESSAGES.malformed, true],
  ] as const)(
    'answered %s: the call fails with its message; only a refused token ends the session',
    async (_, answer, status, message, signedIn) => {
      // The 503's own text goes to the console (errors.ts), not to the resident.
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      storeSession({ access: 'old-access', refresh: 'old-refresh' });
      server.use(http.post(`${AUTH}refreshtoken/`, answer));
      profileAcceptingNewToken();
      await expect(getUserProfile()).rejects.toMatchObject({ status, message });
      expect(localStorage.getItem('isLoggedIn')).toBe(signedIn ? 'true' : 'false');
      expect(readSessionEnd()).toBe(signedIn ? null : 'expired');
      if (signedIn) expect(readTokens()).toEqual({ access: 'old-access', refresh: 'old-refresh' });
    },
  );

  it('timed out: the call fails with the timeout message and the session stays', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      configureServices(fakeServiceConfig, { timeoutMs: 2_000 });
      storeSession({ access: 'old-access', refresh: 'old-refresh' });
      server.use(
        http.post(`${AUTH}refreshtoken/`, async () => {
          await delay('infinite');
          return HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' });
        }),
      );
      profileAcceptingNewToken();
      const call = getUserProfile().catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(await call).toMatchObject({ status: 0, message: ERROR_MESSAGES.timeout });
      expect(readTokens()).toEqual({ access: 'old-access', refresh: 'old-refresh' });
      expect(localStorage.getItem('isLoggedIn')).toBe('true');
    } finally {
      vi.useRealTimers();
      resetServiceConfig();
    }
  });
});

/** A JWT access token whose `exp` is `expiresAt` (epoch ms); the signature is not checked here. */
function jwtExpiringAt(expiresAt: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const seconds = Math.floor(expiresAt / 1000);
  return `${part({ alg: 'HS256' })}.${part({ iat: seconds - 300, exp: seconds })}.firma`;
}

describe('refresh before a call whose token has expired (the client hook, for every call, loaders and actions alike)', () => {
  it('renews an expired token first, so an action (the profile save) never meets a 401', async () => {
    storeSession({ access: jwtExpiringAt(Date.now() - 1_000), refresh: 'old-refresh' });
    const refreshes = rotatingRefresh();
    const seen: (string | null)[] = [];
    server.use(
      http.patch(`${AUTH}profile/41/`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json(profileDetailsAnswer);
      }),
    );
    await expect(updateProfile(profileUpdate)).resolves.toEqual(profileDetailsAnswer);
    expect(refreshes).toEqual([{ refresh: 'old-refresh' }]);
    expect(seen).toEqual(['Bearer new-access']);
  });

  it('lets a token that has not expired, or whose expiry cannot be read, go as it is', async () => {
    const live = jwtExpiringAt(Date.now() + 300_000);
    const refreshes = rotatingRefresh();
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${AUTH}newalpha/`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ alpha: 'alfa' });
      }),
    );
    for (const access of [live, 'opaque-access']) {
      storeSession({ access, refresh: 'old-refresh' });
      await requestAlpha();
    }
    expect(refreshes).toEqual([]);
    expect(seen).toEqual([`Bearer ${live}`, 'Bearer opaque-access']);
  });

  it('shares one refresh between calls that start together with an expired token', async () => {
    storeSession({ access: jwtExpiringAt(Date.now() - 1_000), refresh: 'old-refresh' });
    const refreshes = rotatingRefresh();
    const seen = profileAcceptingNewToken();
    await Promise.all([getUserProfile(), getUserProfile(), getUserProfile()]);
    expect(refreshes).toHaveLength(1);
    expect(seen).toEqual(['Bearer new-access', 'Bearer new-access', 'Bearer new-access']);
  });

  it('a refresh that ends the session fails the call with its reason, and the call is not sent', async () => {
    storeSession({ access: jwtExpiringAt(Date.now() - 1_000), refresh: 'old-refresh' });
    server.use(
      http.post(`${AUTH}refreshtoken/`, () =>
        HttpResponse.json({ detail: 'La sesión terminó.', reason: 'session_ended' }, { status: 401 }),
      ),
    );
    const seen = profileAcceptingNewToken();
    await expect(getUserProfile()).rejects.toMatchObject({ status: 401, message: ERROR_MESSAGES.sessionEnded });
    expect(seen).toEqual([]);
    expect(readSessionEnd()).toBe('security');
  });

  it('a refresh that cannot reach the service lets the call go as it is, and its 401 tries once more', async () => {
    const expired = jwtExpiringAt(Date.now() - 1_000);
    storeSession({ access: expired, refresh: 'old-refresh' });
    let attempts = 0;
    server.use(
      http.post(`${AUTH}refreshtoken/`, () => {
        attempts += 1;
        return attempts === 1 ? HttpResponse.error() : HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' });
      }),
    );
    const seen = profileAcceptingNewToken();
    await expect(getUserProfile()).resolves.toEqual(userProfileAnswer);
    expect(seen).toEqual([`Bearer ${expired}`, 'Bearer new-access']);
    expect(attempts).toBe(2);
  });
});

describe('a call that answered 5xx', () => {
  it("goes onto the error reporter's queue with its address and status, and nothing else", async () => {
    const queue: unknown[] = [];
    const page = globalThis as { __portalErrors?: { push(entry: unknown): unknown } };
    page.__portalErrors = { push: (entry) => queue.push(entry) };
    try {
      server.use(
        http.get(`${MUNICIPAL}licencias_de_conducir/vencimientos/:dni`, () => HttpResponse.json({ detail: 'caído' }, { status: 503 })),
        http.get(`${STREETS}calles/calles/`, () => new HttpResponse('Internal error', { status: 500 })),
      );
      await expect(getLicence(30123456)).rejects.toMatchObject({ status: 503 });
      await expect(getStreets()).rejects.toMatchObject({ status: 500 });
      server.use(
        http.get(`${MUNICIPAL}licencias_de_conducir/vencimientos/:dni`, () => HttpResponse.json({ detail: 'No hay' }, { status: 404 })),
      );
      await getLicence(30123456);
      expect(queue).toEqual([
        { kind: 'call', call: `${MUNICIPAL}licencias_de_conducir/vencimientos/30123456`, status: 503 },
        { kind: 'call', call: `${STREETS}calles/calles/`, status: 500 },
      ]);
    } finally {
      page.__portalErrors = undefined;
    }
  });
});
