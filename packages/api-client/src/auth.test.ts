import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  activateAccount,
  cancelEmailChange,
  checkDni,
  confirmPasswordReset,
  exchangeProviderReturn,
  exchangeProviderToken,
  getLocations,
  login,
  logout,
  logoutAllSessions,
  refreshTokens,
  registerAccount,
  requestAlpha,
  requestPasswordReset,
  resendVerification,
  verifySecondFactor,
} from './calls';
import { ERROR_MESSAGES, ERROR_REASONS, tooManyRequestsMessage } from './errors';
import { readTokens, storeSession } from './storage';
import { AUTH, server, setupTestServer } from './test/server';
import type { PortalError, Provider } from './types';

setupTestServer();

describe('password sign-in', () => {
  it('login sends the credentials and answers the challenge', async () => {
    let body: unknown;
    server.use(
      http.post(`${AUTH}login/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ detail: 'Te enviamos un código a tu correo.' });
      }),
    );
    await expect(login({ username: 'vecina@example.com', password: 'Vecina2024' })).resolves.toEqual({
      detail: 'Te enviamos un código a tu correo.',
    });
    expect(body).toEqual({ username: 'vecina@example.com', password: 'Vecina2024' });
  });

  it("login answers the sign-in's ticket, and verifySecondFactor carries it back", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${AUTH}login/`, () => HttpResponse.json({ detail: 'Te enviamos un código.', ticket: 'T1cket' })),
      http.post(`${AUTH}doublefactor/`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ access: 'a1', refresh: 'r1' });
      }),
    );
    const { ticket } = await login({ username: '30123456', password: 'Vecina2024' });
    expect(ticket).toBe('T1cket');
    await verifySecondFactor({ username: '30123456', code: '1234', ticket });
    expect(sent).toEqual([{ username: '30123456', code: '1234', ticket: 'T1cket' }]);
  });

  it('refuses an empty ticket as an answer outside the contract', async () => {
    server.use(http.post(`${AUTH}login/`, () => HttpResponse.json({ detail: 'Te enviamos un código.', ticket: '' })));
    await expect(login({ username: '30123456', password: 'Vecina2024' })).rejects.toMatchObject({ message: ERROR_MESSAGES.malformed });
  });

  it('verifySecondFactor answers the tokens and does not store them by itself', async () => {
    let body: unknown;
    server.use(
      http.post(`${AUTH}doublefactor/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ access: 'a1', refresh: 'r1' });
      }),
    );
    await expect(verifySecondFactor({ username: '30123456', code: '1234' })).resolves.toEqual({
      access: 'a1',
      refresh: 'r1',
    });
    expect(body).toEqual({ username: '30123456', code: '1234' });
    expect(readTokens()).toEqual({ access: null, refresh: null });
  });

  it('verifySecondFactor marks a wrong code as a PIN error', async () => {
    server.use(
      http.post(`${AUTH}doublefactor/`, () =>
        HttpResponse.json({ detail: 'El código es incorrecto o venció.', pin_error: true }, { status: 400 }),
      ),
    );
    await expect(verifySecondFactor({ username: '30123456', code: '0000' })).rejects.toMatchObject({
      message: 'El código es incorrecto o venció.',
      status: 400,
      isPinError: true,
    });
  });

  it('verifySecondFactor does not mark a lock as a PIN error', async () => {
    server.use(
      http.post(`${AUTH}doublefactor/`, () => HttpResponse.json({ detail: 'Cuenta bloqueada.', retry_after: 280 }, { status: 403 })),
    );
    await expect(verifySecondFactor({ username: '30123456', code: '0000' })).rejects.toMatchObject({
      status: 403,
      isPinError: false,
      retryAfter: 280,
    });
  });
});

describe('the closed code step (R15)', () => {
  const closed = {
    detail:
      'Por seguridad cerramos el ingreso con código de esta cuenta: hubo demasiados códigos incorrectos. Para volver a ingresar, restablecé tu contraseña con el enlace que te enviamos por e-mail, o ingresá con un proveedor de identidad.',
    reason: 'code_step_closed',
  };

  it.each(['login/', 'doublefactor/'])(
    'a 403 from %s with reason code_step_closed reaches the caller as such, without a lock time',
    async (path) => {
      server.use(http.post(`${AUTH}${path}`, () => HttpResponse.json(closed, { status: 403 })));
      const call =
        path === 'login/'
          ? login({ username: '30123456', password: 'Vecina2024' })
          : verifySecondFactor({ username: '30123456', code: '0000', ticket: 't' });
      const error = await call.catch((failure: unknown) => failure);
      expect(error).toMatchObject({ status: 403, message: closed.detail, reason: ERROR_REASONS.codeStepClosed, isPinError: false });
      expect((error as PortalError).retryAfter).toBeUndefined();
    },
  );

  it('a lock (403 with retry_after) has no reason', async () => {
    server.use(http.post(`${AUTH}login/`, () => HttpResponse.json({ detail: 'Cuenta bloqueada.', retry_after: 280 }, { status: 403 })));
    const error = await login({ username: '30123456', password: 'x' }).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 403, retryAfter: 280 });
    expect((error as PortalError).reason).toBeUndefined();
  });
});

describe('sign-out at the service', () => {
  it('logout posts the refresh token as a form (no CORS preflight), with keepalive and without any bearer', async () => {
    storeSession({ access: 'a0', refresh: 'r0' });
    const seen: { authorization: string | null; type: string | null; keepalive: boolean; body: string }[] = [];
    server.use(
      http.post(`${AUTH}logout/`, async ({ request }) => {
        seen.push({
          authorization: request.headers.get('authorization'),
          type: request.headers.get('content-type'),
          keepalive: request.keepalive,
          body: await request.text(),
        });
        return HttpResponse.json({ detail: 'Sesión cerrada.' });
      }),
    );
    await expect(logout('r0')).resolves.toBeUndefined();
    expect(seen).toEqual([
      { authorization: null, type: expect.stringMatching(/^application\/x-www-form-urlencoded/), keepalive: true, body: 'refresh=r0' },
    ]);
  });

  it('logout carries a service without logout/ (404) as an error, for the caller to let go', async () => {
    server.use(http.post(`${AUTH}logout/`, () => HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 })));
    await expect(logout('r0')).rejects.toMatchObject({ status: 404 });
  });

  it('logoutAllSessions posts logoutall/ with the bearer, refreshing once on a 401', async () => {
    storeSession({ access: 'a0', refresh: 'r0' });
    const seen: (string | null)[] = [];
    server.use(
      http.post(`${AUTH}logoutall/`, ({ request }) => {
        const authorization = request.headers.get('authorization');
        seen.push(authorization);
        return authorization === 'Bearer a1'
          ? HttpResponse.json({ detail: 'Cerramos tu sesión en todos los dispositivos.' })
          : HttpResponse.json({ detail: 'El token de acceso no es válido o expiró.' }, { status: 401 });
      }),
      http.post(`${AUTH}refreshtoken/`, () => HttpResponse.json({ access: 'a1', refresh: 'r1' })),
    );
    await expect(logoutAllSessions()).resolves.toBeUndefined();
    expect(seen).toEqual(['Bearer a0', 'Bearer a1']);
  });

  it('logoutAllSessions rejects on a 5xx or without a line, for the screen to say so and keep the resident signed in', async () => {
    storeSession({ access: 'a0', refresh: 'r0' });
    server.use(http.post(`${AUTH}logoutall/`, () => HttpResponse.json({ detail: 'Falla.' }, { status: 503 })));
    await expect(logoutAllSessions()).rejects.toMatchObject({ status: 503, message: ERROR_MESSAGES.failed });
    server.use(http.post(`${AUTH}logoutall/`, () => HttpResponse.error()));
    await expect(logoutAllSessions()).rejects.toMatchObject({ status: 0, message: ERROR_MESSAGES.network });
    expect(readTokens()).toEqual({ access: 'a0', refresh: 'r0' });
  });
});

describe('tokens', () => {
  it('refreshTokens posts the refresh token without any bearer', async () => {
    storeSession({ access: 'a0', refresh: 'r0' });
    let authorization: string | null = 'unset';
    let body: unknown;
    server.use(
      http.post(`${AUTH}refreshtoken/`, async ({ request }) => {
        authorization = request.headers.get('authorization');
        body = await request.json();
        return HttpResponse.json({ access: 'a1', refresh: 'r1' });
      }),
    );
    await expect(refreshTokens('r0')).resolves.toEqual({ access: 'a1', refresh: 'r1' });
    expect(body).toEqual({ refresh: 'r0' });
    expect(authorization).toBeNull();
  });

  it('requestAlpha sends the bearer and answers the alpha', async () => {
    storeSession({ access: 'a1', refresh: 'r1' });
    server.use(
      http.get(`${AUTH}newalpha/`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer a1'
          ? HttpResponse.json({ alpha: 'Xy12ab' })
          : HttpResponse.json({ detail: 'No autenticado' }, { status: 401 }),
      ),
    );
    await expect(requestAlpha()).resolves.toBe('Xy12ab');
  });

  it('requestAlpha refuses an alpha with other characters', async () => {
    storeSession({ access: 'a1', refresh: 'r1' });
    server.use(http.get(`${AUTH}newalpha/`, () => HttpResponse.json({ alpha: '../evil?x=1' })));
    await expect(requestAlpha()).rejects.toMatchObject({ status: 200, message: ERROR_MESSAGES.malformed });
  });
});

describe('provider sign-in', () => {
  it.each<Provider>(['afip', 'anses', 'miargentina', 'renaper'])(
    'exchangeProviderReturn posts state and code to %sredirect/ in a JSON body, never in the query, without a bearer',
    async (provider) => {
      storeSession({ access: 'a0', refresh: 'r0' });
      const seen: { query: string; body: unknown; authorization: string | null }[] = [];
      server.use(
        http.post(`${AUTH}${provider}redirect/`, async ({ request }) => {
          seen.push({
            query: new URL(request.url).search,
            body: await request.json(),
            authorization: request.headers.get('authorization'),
          });
          return HttpResponse.json({ token: 'prov-token', alpha: 'abc123' });
        }),
      );
      await expect(exchangeProviderReturn(provider, { state: 's 1', code: 'c&2' })).resolves.toEqual({
        token: 'prov-token',
        alpha: 'abc123',
      });
      expect(seen).toEqual([{ query: '', body: { state: 's 1', code: 'c&2' }, authorization: null }]);
    },
  );

  it("exchangeProviderReturn sends the tab's verifier as code_verifier", async () => {
    let body: unknown;
    server.use(
      http.post(`${AUTH}afipredirect/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: 'prov-token', alpha: 'abc123' });
      }),
    );
    await exchangeProviderReturn('afip', { state: 's1', code: 'c1', verifier: 'v'.repeat(43) });
    expect(body).toEqual({ state: 's1', code: 'c1', code_verifier: 'v'.repeat(43) });
  });

  it('exchangeProviderReturn verifying the signed-in account carries the bearer, refreshing once on a 401', async () => {
    storeSession({ access: 'old-access', refresh: 'old-refresh' });
    const bearers: (string | null)[] = [];
    const bodies: unknown[] = [];
    server.use(
      http.post(`${AUTH}refreshtoken/`, () => HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' })),
      http.post(`${AUTH}ansesredirect/`, async ({ request }) => {
        bearers.push(request.headers.get('authorization'));
        bodies.push(await request.json());
        return request.headers.get('authorization') === 'Bearer new-access'
          ? HttpResponse.json({ token: 'prov-token', alpha: 'abc123' })
          : HttpResponse.json({ detail: 'El token de acceso no es válido o expiró.' }, { status: 401 });
      }),
    );
    await expect(exchangeProviderReturn('anses', { state: 's1', code: 'c1' }, { verify: true })).resolves.toEqual({
      token: 'prov-token',
      alpha: 'abc123',
    });
    expect(bearers).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(bodies).toEqual([
      { state: 's1', code: 'c1' },
      { state: 's1', code: 'c1' },
    ]);
  });

  it("exchangeProviderReturn carries a provider identity with another DNI as a 409 with reason 'dni_mismatch'", async () => {
    storeSession({ access: 'a0', refresh: 'r0' });
    const detail = 'La identidad que confirmó el proveedor tiene otro DNI que tu cuenta, así que no la usamos para verificarla.';
    server.use(http.post(`${AUTH}renaperredirect/`, () => HttpResponse.json({ detail, reason: 'dni_mismatch' }, { status: 409 })));
    await expect(exchangeProviderReturn('renaper', { state: 's', code: 'c' }, { verify: true })).rejects.toMatchObject({
      status: 409,
      message: detail,
      reason: ERROR_REASONS.dniMismatch,
    });
  });

  it('exchangeProviderReturn sends the old GET once when the service answers the POST 405', async () => {
    storeSession({ access: 'a0', refresh: 'r0' });
    const calls: string[] = [];
    server.use(
      http.post(`${AUTH}afipredirect/`, () => {
        calls.push('POST');
        return HttpResponse.json({ detail: 'Método "POST" no permitido.' }, { status: 405 });
      }),
      http.get(`${AUTH}afipredirect/`, ({ request }) => {
        calls.push(`GET ${new URL(request.url).search} ${request.headers.get('authorization')}`);
        return HttpResponse.json({ token: 'prov-token', alpha: 'abc123' });
      }),
    );
    await expect(exchangeProviderReturn('afip', { state: 's1', code: 'c1', verifier: 'v'.repeat(43) }, { verify: true })).resolves.toEqual({
      token: 'prov-token',
      alpha: 'abc123',
    });
    expect(calls).toEqual(['POST', `GET ?state=s1&code=c1&code_verifier=${'v'.repeat(43)} Bearer a0`]);
  });

  it('exchangeProviderReturn does not fall back on another refusal, nor twice', async () => {
    let gets = 0;
    server.use(
      http.post(`${AUTH}afipredirect/`, () => HttpResponse.json({ detail: 'El código ya fue usado.' }, { status: 400 })),
      http.get(`${AUTH}afipredirect/`, () => {
        gets += 1;
        return HttpResponse.json({ detail: 'Método no permitido.' }, { status: 405 });
      }),
    );
    await expect(exchangeProviderReturn('afip', { state: 's', code: 'c' })).rejects.toMatchObject({
      status: 400,
      message: 'El código ya fue usado.',
    });
    expect(gets).toBe(0);
    server.use(http.post(`${AUTH}afipredirect/`, () => HttpResponse.json({ detail: 'Método no permitido.' }, { status: 405 })));
    await expect(exchangeProviderReturn('afip', { state: 's', code: 'c' })).rejects.toMatchObject({ status: 405 });
    expect(gets).toBe(1);
  });

  it('exchangeProviderReturn refuses an unknown provider without calling', async () => {
    await expect(exchangeProviderReturn('evil/../x' as Provider, { state: 's', code: 'c' })).rejects.toMatchObject({
      status: 0,
    });
  });

  it('exchangeProviderToken posts the provider token to afipprofile/ in a JSON body', async () => {
    const seen: { query: string; body: unknown }[] = [];
    server.use(
      http.post(`${AUTH}afipprofile/`, async ({ request }) => {
        seen.push({ query: new URL(request.url).search, body: await request.json() });
        return HttpResponse.json({ access: 'a1', refresh: 'r1' });
      }),
    );
    await expect(exchangeProviderToken('prov-token')).resolves.toEqual({ access: 'a1', refresh: 'r1' });
    expect(seen).toEqual([{ query: '', body: { token: 'prov-token' } }]);
  });

  it('exchangeProviderToken sends the old GET once when the service answers the POST 405', async () => {
    let token: string | null = null;
    server.use(
      http.post(`${AUTH}afipprofile/`, () => HttpResponse.json({ detail: 'Método no permitido.' }, { status: 405 })),
      http.get(`${AUTH}afipprofile/`, ({ request }) => {
        token = new URL(request.url).searchParams.get('token');
        return HttpResponse.json({ access: 'a1', refresh: 'r1' });
      }),
    );
    await expect(exchangeProviderToken('prov-token')).resolves.toEqual({ access: 'a1', refresh: 'r1' });
    expect(token).toBe('prov-token');
  });
});

describe('registration', () => {
  it('registerAccount sends a multipart form', async () => {
    let fields: Record<string, FormDataEntryValue> = {};
    server.use(
      http.post(`${AUTH}customuser/`, async ({ request }) => {
        fields = Object.fromEntries(await request.formData());
        return HttpResponse.json({ id: 12, detail: 'Revisá tu correo para activar la cuenta.' }, { status: 201 });
      }),
    );
    await expect(
      registerAccount({
        first_name: 'Ana',
        last_name: 'Gómez',
        dni: '31222333',
        email: 'ana@example.com',
        password: 'Secreta1',
      }),
    ).resolves.toEqual({ id: 12, detail: 'Revisá tu correo para activar la cuenta.' });
    expect(fields).toEqual({
      first_name: 'Ana',
      last_name: 'Gómez',
      dni: '31222333',
      email: 'ana@example.com',
      password: 'Secreta1',
    });
  });

  it('registerAccount carries the refusal', async () => {
    server.use(
      http.post(`${AUTH}customuser/`, () => HttpResponse.json({ detail: 'Ya existe una cuenta con ese correo.' }, { status: 400 })),
    );
    await expect(
      registerAccount({ first_name: 'Ana', last_name: 'G', dni: '31222333', email: 'a@b.c', password: 'Secreta1' }),
    ).rejects.toMatchObject({ status: 400, message: 'Ya existe una cuenta con ese correo.' });
  });

  it('checkDni answers free on 200 and taken on 400', async () => {
    server.use(
      http.post(`${AUTH}checkuser/`, async ({ request }) => {
        const { dni } = (await request.json()) as { dni: string };
        return dni === '30123456'
          ? HttpResponse.json({ detail: 'El documento ya está registrado' }, { status: 400 })
          : HttpResponse.json({ detail: 'Documento disponible' });
      }),
    );
    await expect(checkDni('31222333')).resolves.toBe('free');
    await expect(checkDni('30123456')).resolves.toBe('taken');
  });

  it('checkDni throws a 429 with the seconds to wait once the client has checked too many', async () => {
    server.use(
      http.post(`${AUTH}checkuser/`, () =>
        HttpResponse.json(
          { detail: 'Hiciste varios pedidos seguidos.', retry_after: 600 },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
    await expect(checkDni('30123456')).rejects.toMatchObject({ status: 429, retryAfter: 600, message: tooManyRequestsMessage(600) });
  });

  it('checkDni throws when the check itself fails', async () => {
    server.use(http.post(`${AUTH}checkuser/`, () => new HttpResponse(null, { status: 503 })));
    await expect(checkDni('31222333')).rejects.toMatchObject({ status: 503 });
  });

  it('getLocations answers the list', async () => {
    server.use(http.get(`${AUTH}locations/`, () => HttpResponse.json(['Bahía Blanca', 'Cabildo'])));
    await expect(getLocations()).resolves.toEqual(['Bahía Blanca', 'Cabildo']);
  });
});

describe('account recovery and activation', () => {
  function recordJson(path: string, answer: () => Response) {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${AUTH}${path}`, async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    return bodies;
  }

  it('requestPasswordReset posts the address', async () => {
    const bodies = recordJson('passwordreset/', () => HttpResponse.json({ detail: 'Si existe, enviamos un correo.' }));
    await expect(requestPasswordReset('vecina@example.com')).resolves.toBeUndefined();
    expect(bodies).toEqual([{ email: 'vecina@example.com' }]);
  });

  it('confirmPasswordReset posts token and password, and carries a bad token', async () => {
    const bodies = recordJson('passwordreset/confirm/', () =>
      HttpResponse.json({ detail: 'El enlace no es válido o venció.' }, { status: 400 }),
    );
    await expect(confirmPasswordReset({ token: 't1', password: 'Nueva2024' })).rejects.toMatchObject({
      status: 400,
      message: 'El enlace no es válido o venció.',
    });
    expect(bodies).toEqual([{ token: 't1', password: 'Nueva2024' }]);
  });

  it('resendVerification posts the address', async () => {
    const bodies = recordJson('resendverification/', () => HttpResponse.json({ detail: 'Listo.' }));
    await expect(resendVerification('nuevo@example.com')).resolves.toBeUndefined();
    expect(bodies).toEqual([{ email: 'nuevo@example.com' }]);
  });

  it('cancelEmailChange posts the token and answers the text for the resident; a used link is refused', async () => {
    const done = 'Cancelamos el cambio de e-mail. Tu cuenta sigue con el e-mail de siempre.';
    const refused = 'El enlace para cancelar el cambio de e-mail no es válido, ya fue usado o venció.';
    const tokens: unknown[] = [];
    server.use(
      http.post(`${AUTH}emailchange/cancel/`, async ({ request }) => {
        tokens.push(await request.json());
        return tokens.length === 1 ? HttpResponse.json({ detail: done }) : HttpResponse.json({ detail: refused }, { status: 400 });
      }),
    );
    await expect(cancelEmailChange('tok')).resolves.toBe(done);
    await expect(cancelEmailChange('tok')).rejects.toMatchObject({ status: 400, message: refused });
    expect(tokens).toEqual([{ token: 'tok' }, { token: 'tok' }]);
  });

  it('activateAccount posts the token', async () => {
    const bodies = recordJson('activate/', () => HttpResponse.json({ detail: 'Cuenta activada.' }));
    await expect(activateAccount('act-1')).resolves.toBeUndefined();
    expect(bodies).toEqual([{ token: 'act-1' }]);
  });
});
