import { HTTPError } from 'ky';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exchangeProviderReturn, exchangeProviderToken } from './auth';
import { getLocations, getUserProfile, login, requestPasswordReset, resendVerification, sendSupportRequest } from './calls';
import { fakeServiceConfig } from './config';
import { configureServices } from './configuration';
import { ERROR_MESSAGES, endpointOf, isPortalError, isRetryable, PortalRequestError, refusalData, toPortalError } from './errors';
import { storeSession } from './storage';
import { userProfileAnswer } from './test/fixtures';
import { AUTH, INCIDENTS, server, setupTestServer } from './test/server';

setupTestServer();

const supportRequest = {
  nombre: 'Lucía',
  apellido: 'Gómez',
  dni: '30123456',
  correo: 'lucia@example.com',
  telefono_movil: '2914000000',
  descripcion: 'No puedo ingresar.',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('errors of a call', () => {
  it('carry the server detail and status', async () => {
    server.use(http.post(`${AUTH}login/`, () => HttpResponse.json({ detail: 'Usuario o contraseña incorrectos.' }, { status: 400 })));
    const failure = await login({ username: '30123456', password: 'x' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PortalRequestError);
    expect(failure).toMatchObject({ message: 'Usuario o contraseña incorrectos.', status: 400, isPinError: false });
  });

  it('carry the reason an error body names, and no reason when it names none or not as text', async () => {
    storeSession({ access: 'a', refresh: 'r' });
    const detail = 'Para ver estos datos tenés que verificar tu identidad (Nivel 2).';
    server.use(http.get(`${AUTH}userprofile/`, () => HttpResponse.json({ detail, reason: 'level' }, { status: 403 })));
    await expect(getUserProfile()).rejects.toMatchObject({ status: 403, message: detail, reason: 'level' });
    server.use(http.get(`${AUTH}userprofile/`, () => HttpResponse.json({ detail, reason: ['level'] }, { status: 403 })));
    const listed = await getUserProfile().catch((error: unknown) => error);
    expect((listed as PortalRequestError).reason).toBeUndefined();
    expect(toPortalError(listed)).toMatchObject({ message: detail });
  });

  it('keep the lock time of a 403', async () => {
    server.use(http.post(`${AUTH}login/`, () => HttpResponse.json({ detail: 'Cuenta bloqueada.', retry_after: 300 }, { status: 403 })));
    await expect(login({ username: '30123456', password: 'x' })).rejects.toMatchObject({
      status: 403,
      message: 'Cuenta bloqueada.',
      retryAfter: 300,
    });
  });

  it.each([
    ['Retry-After in seconds', { headers: { 'Retry-After': '840' } }, {}, 'Esperá 14 minutos', 840],
    ['retry_after in the body', {}, { retry_after: 45 }, 'Esperá 1 minuto', 45],
    ['no time at all', {}, {}, 'Esperá unos minutos', undefined],
  ] as const)("say how long to wait after a 429, from %s, in the portal's words", async (_, init, body, wait, retryAfter) => {
    server.use(
      http.post(`${AUTH}passwordreset/`, () => HttpResponse.json({ detail: 'Too many requests', ...body }, { status: 429, ...init })),
      http.post(`${INCIDENTS}api/solicitud`, () => HttpResponse.json({ message: 'Too many requests', ...body }, { status: 429, ...init })),
    );
    const message = `Hiciste varios pedidos seguidos. ${wait} y volvé a intentar.`;
    const expected = retryAfter === undefined ? { status: 429, message } : { status: 429, message, retryAfter };
    await expect(requestPasswordReset('vecina@example.com')).rejects.toMatchObject(expected);
    await expect(sendSupportRequest(supportRequest)).rejects.toMatchObject(expected);
  });

  it('read an HTTP-date Retry-After of a 429 whatever its body', async () => {
    server.use(
      http.post(
        `${AUTH}resendverification/`,
        () =>
          new HttpResponse('<html>429</html>', { status: 429, headers: { 'Retry-After': new Date(Date.now() + 125_000).toUTCString() } }),
      ),
    );
    await expect(resendVerification('vecina@example.com')).rejects.toMatchObject({
      status: 429,
      message: 'Hiciste varios pedidos seguidos. Esperá 3 minutos y volvé a intentar.',
    });
  });

  it('give a Spanish message when the service cannot be reached', async () => {
    server.use(http.get(`${AUTH}locations/`, () => HttpResponse.error()));
    await expect(getLocations()).rejects.toMatchObject({ status: 0, message: ERROR_MESSAGES.network, isPinError: false });
  });

  it('give a Spanish message after the default 15 s without an answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.get(`${AUTH}locations/`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    let settled = false;
    const call = getLocations()
      .catch((error: unknown) => error)
      .finally(() => {
        settled = true;
      });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ status: 0, message: ERROR_MESSAGES.timeout });
  });

  it('time out after the configured time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    configureServices(fakeServiceConfig, { timeoutMs: 2_000 });
    storeSession({ access: 'a', refresh: 'r' });
    server.use(
      http.get(`${AUTH}userprofile/`, async () => {
        await delay('infinite');
        return HttpResponse.json(userProfileAnswer);
      }),
    );
    const call = getUserProfile().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await call).toMatchObject({ status: 0, message: ERROR_MESSAGES.timeout });
  });

  it('give a Spanish message when the answer is not JSON', async () => {
    server.use(
      http.get(
        `${AUTH}locations/`,
        () => new HttpResponse('<html>Bad gateway</html>', { headers: { 'content-type': 'application/json' } }),
      ),
    );
    await expect(getLocations()).rejects.toMatchObject({ status: 200, message: ERROR_MESSAGES.malformed });
  });

  it('give a Spanish message when the answer has the wrong shape', async () => {
    server.use(http.get(`${AUTH}locations/`, () => HttpResponse.json({ results: ['Bahía Blanca'] })));
    await expect(getLocations()).rejects.toMatchObject({ status: 200, message: ERROR_MESSAGES.malformed });
  });

  it("answer a 5xx with the portal's own Spanish text and leave the service's text to the console", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      server.use(
        http.get(`${AUTH}locations/`, () => HttpResponse.json({ detail: 'Traceback: psycopg2.OperationalError at db-3' }, { status: 502 })),
        http.post(`${INCIDENTS}api/solicitud`, () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })),
      );
      await expect(getLocations()).rejects.toMatchObject({ status: 502, message: ERROR_MESSAGES.failed });
      await expect(sendSupportRequest(supportRequest)).rejects.toMatchObject({
        status: 500,
        message: 'Ocurrió un error al enviar tu solicitud.',
      });
      expect(warn.mock.calls.map(([line]) => line)).toEqual([
        `GET ${AUTH}locations/ answered 502: Traceback: psycopg2.OperationalError at db-3`,
        `POST ${INCIDENTS}api/solicitud answered 500: Internal Server Error`,
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it("give the portal's message for a 5xx page that is not JSON, its text to the console", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(`${AUTH}locations/`, () => new HttpResponse('<h1>Server Error</h1>', { status: 500 })));
    await expect(getLocations()).rejects.toMatchObject({ status: 500, message: ERROR_MESSAGES.failed });
    expect(warn.mock.calls).toEqual([[`GET ${AUTH}locations/ answered 500: <h1>Server Error</h1>`]]);
  });
});

describe('toPortalError', () => {
  it('keeps field errors and takes the first as the message', async () => {
    const request = new Request('http://127.0.0.1:4010/auth/customuser/7/', { method: 'PATCH' });
    const response = new Response(null, { status: 400 });
    const error = new HTTPError(response, request, {} as never);
    error.data = { email: ['Ya existe un usuario con este email.'], dni: ['DNI inválido.'] };
    expect(toPortalError(error)).toMatchObject({
      status: 400,
      message: 'Ya existe un usuario con este email.',
      fieldErrors: { email: ['Ya existe un usuario con este email.'], dni: ['DNI inválido.'] },
    });
  });

  it('passes a PortalError through and wraps anything else', () => {
    const known = { message: 'Código incorrecto', status: 400, isPinError: true };
    expect(toPortalError(known)).toMatchObject(known);
    expect(toPortalError(new Error('boom'))).toMatchObject({ status: 0, message: ERROR_MESSAGES.malformed });
    expect(toPortalError('nope')).toMatchObject({ status: 0, isPinError: false });
  });

  it('calls a dropped line, a time-out and a 5xx worth a retry, and neither a 4xx nor an answer outside the contract', () => {
    const failure = (status: number) => ({ message: 'x', status, isPinError: false });
    expect([0, 500, 502, 503].map((status) => isRetryable(failure(status)))).toEqual([true, true, true, true]);
    expect([400, 401, 403, 404, 200].map((status) => isRetryable(failure(status)))).toEqual([false, false, false, false, false]);
  });

  it('recognises the error shape', () => {
    expect(isPortalError({ message: 'x', status: 400, isPinError: false })).toBe(true);
    expect(isPortalError({ message: 'x', status: '400', isPinError: false })).toBe(false);
    expect(isPortalError(null)).toBe(false);
  });
});

/** Everything the console would print of a value: an error's text, stack, own fields and causes. */
function asConsoleShowsIt(value: unknown, depth = 0): string {
  if (depth > 5 || typeof value !== 'object' || value === null) return String(value);
  const own = Object.entries(value).map(([key, field]) => `${key}: ${asConsoleShowsIt(field, depth + 1)}`);
  const error = value instanceof Error ? `${String(value)}\n${value.stack ?? ''}\ncause: ${asConsoleShowsIt(value.cause, depth + 1)}` : '';
  return [error, ...own].join('\n');
}

describe('what an error keeps of its call', () => {
  it('a timed-out provider exchange keeps the endpoint, never the state and code it sent', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    configureServices(fakeServiceConfig, { timeoutMs: 2_000 });
    server.use(
      http.post(`${AUTH}afipredirect/`, async () => {
        await delay('infinite');
        return HttpResponse.json({ token: 't', alpha: 'a' });
      }),
    );
    const call = exchangeProviderReturn('afip', { state: 'estado-secreto', code: 'codigo-secreto' }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_000);
    const failure = await call;
    expect(failure).toMatchObject({ status: 0, message: ERROR_MESSAGES.timeout, endpoint: `POST ${AUTH}afipredirect/` });
    const printed = asConsoleShowsIt(failure);
    expect(printed).toContain('afipredirect/');
    expect(printed).not.toContain('secreto');
  });

  it('an error answer and an unreadable one keep the endpoint, not the query or the answer', async () => {
    server.use(
      http.post(`${AUTH}afipredirect/`, () => HttpResponse.json({ detail: 'Código vencido.' }, { status: 400 })),
      http.post(
        `${AUTH}afipprofile/`,
        () => new HttpResponse('<html>token-secreto</html>', { headers: { 'content-type': 'application/json' } }),
      ),
    );
    const refused = await exchangeProviderReturn('afip', { state: 's', code: 'codigo-secreto' }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400, message: 'Código vencido.', endpoint: `POST ${AUTH}afipredirect/` });
    expect(asConsoleShowsIt(refused)).not.toContain('secreto');
    const unreadable = await exchangeProviderToken('token-secreto').catch((error: unknown) => error);
    expect(unreadable).toMatchObject({ status: 200, message: ERROR_MESSAGES.malformed, endpoint: `POST ${AUTH}afipprofile/` });
    expect(asConsoleShowsIt(unreadable)).not.toContain('secreto');
  });

  it('names a request by method, origin and path', () => {
    expect(endpointOf({ request: new Request('https://auth.example/restablecer/?token=x#y', { method: 'POST' }) })).toBe(
      'POST https://auth.example/restablecer/',
    );
    expect(endpointOf(new Error('no request'))).toBeUndefined();
    expect(endpointOf({ request: { method: 'GET', url: 'not a url' } })).toBeUndefined();
  });
});

describe('refusalData', () => {
  it('keeps what a screen reads of a refusal, as plain data without the error object', () => {
    const data = refusalData(
      new PortalRequestError({ message: 'Esperá', status: 429, isPinError: false, retryAfter: 120, fieldErrors: { dni: ['Ya existe'] } }),
    );
    expect(data).toEqual({ message: 'Esperá', status: 429, isPinError: false, retryAfter: 120, fieldErrors: { dni: ['Ya existe'] } });
    expect(data).not.toBeInstanceOf(Error);
    expect(refusalData(new TypeError('Failed to fetch'))).toEqual({ message: expect.any(String), status: 0, isPinError: false });
  });

  it('keeps the reason the service names (the login screen tells the closed code step by it)', () => {
    const refusal = new PortalRequestError({
      message: 'Cerramos el ingreso con código.',
      status: 403,
      isPinError: false,
      reason: 'code_step_closed',
    });
    expect(refusalData(refusal)).toEqual({
      message: 'Cerramos el ingreso con código.',
      status: 403,
      isPinError: false,
      reason: 'code_step_closed',
    });
  });
});
