import { fakeServiceConfig, type Provider, type ServiceConfig } from '@portal/api-client';
import { HttpResponse, http, type HttpResponseResolver, type RequestHandler } from 'msw';
import { handoffPage, loginHelpPage, PROVIDER_NAMES, providerPage, registrationTutorialPdf } from './pages';
import { type Account, type Answer, type FakeState, SERVICE_NAMES, type ServiceName } from './state';

const PROVIDERS: readonly Provider[] = ['afip', 'anses', 'miargentina', 'renaper'];

/** A plain blue disc: the fake origin's page icon. */
const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8" fill="#0b3a6e"/></svg>';

function answer({ status, body }: Answer): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status });
}

function html(text: string, status = 200): Response {
  return new HttpResponse(text, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

function badRequest(text: string): Response {
  return HttpResponse.json({ detail: text }, { status: 400 });
}

function isAnswer(value: Account | Answer): value is Answer {
  return 'status' in value && 'body' in value;
}

/** A JSON object body with string values, or null when the body is not one. */
async function readJson(request: Request): Promise<Record<string, string> | null> {
  try {
    const body: unknown = await request.json();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      if (value !== null && value !== undefined) out[key] = String(value);
    }
    return out;
  } catch {
    return null;
  }
}

/** Multipart or url-encoded fields (JSON accepted too, as the real REST framework does). */
async function readFields(request: Request): Promise<Record<string, string> | null> {
  if ((request.headers.get('Content-Type') ?? '').includes('application/json')) return readJson(request);
  try {
    const form = await request.formData();
    const out: Record<string, string> = {};
    form.forEach((value, key) => {
      if (typeof value === 'string') out[key] = value;
    });
    return out;
  } catch {
    return null;
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * The msw handlers of every fake backend, over one state. The addresses come from `config`, so
 * the same handlers intercept in unit tests and stories and answer in the HTTP server.
 */
export function createHandlers(state: FakeState, config: ServiceConfig = fakeServiceConfig): RequestHandler[] {
  const { auth, municipal, streets, incidents, geocoder } = config;

  /** Applies the service's injected fault before its real answer. */
  function service(name: ServiceName, resolver: HttpResponseResolver): HttpResponseResolver {
    return async (info) => {
      const fault = state.faults[name];
      if (fault?.mode === 'fail') {
        // The incident service speaks `{message}`; the others `{detail}`.
        const text = 'Error interno del servicio (falla simulada).';
        return HttpResponse.json(name === 'incidents' ? { message: text } : { detail: text }, { status: 500 });
      }
      if (fault?.mode === 'malformed') {
        return HttpResponse.json({ inesperado: '<html>respuesta inesperada</html>' }, { status: 200 });
      }
      // A call from a world reset meanwhile (the next browser test's) must not sign in, mail a
      // code or save a profile in the fresh one.
      if (fault?.mode === 'slow' && !(await state.wait(fault.delayMs))) {
        return HttpResponse.json({ detail: 'El mundo simulado se reinició mientras esta llamada esperaba.' }, { status: 503 });
      }
      return resolver(info);
    };
  }

  /** Resolves the bearer of an authenticated call, or answers 401. */
  function authenticated(resolve: (account: Account, request: Request, params: Record<string, unknown>) => Promise<Response> | Response): HttpResponseResolver {
    return ({ request, params }) => {
      const result = state.authenticate(request.headers.get('Authorization'));
      if (isAnswer(result)) return answer(result);
      return resolve(result, request, params);
    };
  }

  function jsonCall(handle: (body: Record<string, string>) => Answer): HttpResponseResolver {
    return async ({ request }) => {
      const body = await readJson(request);
      if (!body) return badRequest('El cuerpo de la solicitud no es JSON válido.');
      return answer(handle(body));
    };
  }

  const authHandlers = [
    http.post(`${auth}login/`, service('auth', jsonCall((b) => state.login(b.username ?? '', b.password ?? '')))),
    http.post(`${auth}doublefactor/`, service('auth', jsonCall((b) => state.secondFactor(b.username ?? '', b.code ?? '')))),
    http.post(`${auth}refreshtoken/`, service('auth', jsonCall((b) => state.refresh(b.refresh ?? '')))),
    http.get(`${auth}newalpha/`, service('auth', authenticated((account) => answer(state.newAlpha(account))))),
    http.get(`${auth}userprofile/`, service('auth', authenticated((account) => HttpResponse.json({ ...state.userProfile(account) })))),
    http.patch(
      `${auth}profile/:profileId/`,
      service(
        'auth',
        authenticated(async (account, request, params) => {
          const fields = await readFields(request);
          if (!fields) return badRequest('Se esperaba un formulario.');
          return answer(state.updateProfile(account, Number(params.profileId), fields));
        }),
      ),
    ),
    http.patch(
      `${auth}customuser/:userId/`,
      service(
        'auth',
        authenticated(async (account, request, params) => {
          const fields = await readFields(request);
          if (!fields) return badRequest('Se esperaba un formulario.');
          return answer(state.updateUser(account, Number(params.userId), fields));
        }),
      ),
    ),
    http.post(
      `${auth}customuser/`,
      service('auth', async ({ request }) => {
        const fields = await readFields(request);
        if (!fields) return badRequest('Se esperaba un formulario.');
        return answer(state.register(fields));
      }),
    ),
    http.post(`${auth}checkuser/`, service('auth', jsonCall((b) => state.checkUser(b.dni ?? '')))),
    http.get(`${auth}locations/`, service('auth', () => HttpResponse.json([...state.locations]))),
    http.post(`${auth}passwordreset/confirm/`, service('auth', jsonCall((b) => state.passwordResetConfirm(b.token ?? '', b.password ?? '')))),
    http.post(`${auth}passwordreset/`, service('auth', jsonCall((b) => state.passwordReset(b.email ?? '')))),
    http.post(`${auth}resendverification/`, service('auth', jsonCall((b) => state.resendVerification(b.email ?? '')))),
    http.post(`${auth}activate/`, service('auth', jsonCall((b) => state.activate(b.token ?? '')))),
    http.get(
      `${auth}afipprofile/`,
      service('auth', ({ request }) => answer(state.exchangeProviderToken(new URL(request.url).searchParams.get('token') ?? ''))),
    ),
  ];

  const providerHandlers = PROVIDERS.flatMap((provider) => [
    // Browser navigation: the page standing for the identity provider.
    http.get(
      `${auth}${provider}login/`,
      service('auth', () => {
        const started = state.startProviderLogin(provider);
        if (!started) return html('<!doctype html><title>Sin cuenta</title><p>No hay cuenta para ingresar.</p>', 503);
        const query = new URLSearchParams({ state: started.state, code: started.code });
        return html(
          providerPage({
            providerName: PROVIDER_NAMES[provider],
            residentName: `${started.account.first_name} ${started.account.last_name}`,
            continueUrl: `${state.portalOrigin}/${provider}redirect/?${query}`,
            cancelUrl: `${state.portalOrigin}/login/`,
          }),
        );
      }),
    ),
    http.get(
      `${auth}${provider}redirect/`,
      service('auth', ({ request }) => {
        const params = new URL(request.url).searchParams;
        return answer(state.providerReturn(provider, params.getAll('state'), params.getAll('code')));
      }),
    ),
  ]);

  const municipalHandlers = [
    http.get(
      `${municipal}licencias_de_conducir/vencimientos/:dni`,
      service('municipal', ({ params }) => answer(state.licence(String(params.dni)))),
    ),
    http.get(`${municipal}cav/reclamos_por_dni/:dni`, service('municipal', ({ params }) => answer(state.claimsOf(String(params.dni))))),
  ];

  const streetsHandlers = [
    http.get(`${streets}calles/calles/`, service('streets', () => HttpResponse.json(state.streets.map((s) => ({ ...s }))))),
  ];

  const incidentsHandlers = [
    http.post(
      `${incidents}api/solicitud`,
      service('incidents', async ({ request }) => {
        const fields = await readFields(request);
        if (!fields) return HttpResponse.json({ message: 'Se esperaba un formulario.' }, { status: 400 });
        return answer(state.submitIncident(fields));
      }),
    ),
  ];

  const geocoderPath = new URL(`${geocoder}search/`).pathname;
  const geocoderHandlers = [
    http.get(
      `${geocoder}search/:query`,
      service('geocoder', ({ request }) => {
        const { pathname } = new URL(request.url);
        let query = pathname.slice(geocoderPath.length);
        try {
          query = decodeURIComponent(query);
        } catch {
          return HttpResponse.json({ error: 'Consulta mal formada.' }, { status: 400 });
        }
        return answer(state.geocode(query));
      }),
    ),
  ];

  const handoffHandlers = Object.entries(config.handoff).map(([token, base]) => {
    const serviceName = token.charAt(0).toUpperCase() + token.slice(1);
    return http.get(`${trimSlash(base)}/login/:alpha`, ({ params }) => {
      const alpha = String(params.alpha);
      const account = state.redeemAlpha(alpha);
      const residentName = account ? `${account.first_name} ${account.last_name}` : null;
      return html(handoffPage({ serviceName, alpha, residentName }), account ? 200 : 401);
    });
  });

  const helpHandlers = [
    http.get(
      config.links.registrationTutorial,
      () => new HttpResponse(registrationTutorialPdf(), { headers: { 'Content-Type': 'application/pdf' } }),
    ),
    http.get(config.links.loginHelp, () => html(loginHelpPage(state.portalOrigin))),
    // The browser asks every page of this origin (provider pages, hand-off) for an icon: answer one, not a 404.
    http.get(
      `${new URL(auth).origin}/favicon.ico`,
      () => new HttpResponse(FAVICON_SVG, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=86400' } }),
    ),
  ];

  const dev = `${new URL(auth).origin}/__dev/`;
  const devHandlers = [
    http.get(`${dev}mailbox`, () => HttpResponse.json(state.mailbox.map((mail) => ({ ...mail })))),
    http.post(`${dev}reset`, () => {
      state.reset();
      return HttpResponse.json({ detail: 'Datos de prueba restablecidos.' });
    }),
    http.post(`${dev}faults`, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { service?: unknown; mode?: unknown; delayMs?: unknown } | null;
      const name = body?.service as ServiceName;
      if (!SERVICE_NAMES.includes(name)) {
        return badRequest(`service debe ser uno de: ${SERVICE_NAMES.join(', ')}.`);
      }
      switch (body?.mode) {
        case 'none':
          delete state.faults[name];
          break;
        case 'fail':
        case 'malformed':
          state.faults[name] = { mode: body.mode };
          break;
        case 'slow': {
          const delayMs = Number(body.delayMs ?? 2000);
          if (!Number.isFinite(delayMs) || delayMs < 0) return badRequest('delayMs debe ser un número positivo.');
          state.faults[name] = { mode: 'slow', delayMs };
          break;
        }
        default:
          return badRequest('mode debe ser none, fail, slow o malformed.');
      }
      return HttpResponse.json({ faults: state.faults });
    }),
    http.post(`${dev}clock`, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { advanceMs?: unknown } | null;
      const advanceMs = Number(body?.advanceMs);
      if (!Number.isFinite(advanceMs) || advanceMs <= 0) return badRequest('advanceMs debe ser un número positivo.');
      state.advanceClock(advanceMs);
      return HttpResponse.json({ advancedMs: advanceMs });
    }),
    http.post(`${dev}config`, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
      const lifetimes = { accessTokenTtlSeconds: body?.accessTokenTtlSeconds, refreshTokenTtlSeconds: body?.refreshTokenTtlSeconds };
      const given = Object.entries(lifetimes).filter(([, value]) => value !== undefined);
      if (given.length === 0) return badRequest('Indicá accessTokenTtlSeconds o refreshTokenTtlSeconds.');
      for (const [name, value] of given) {
        if (!(typeof value === 'number' && Number.isFinite(value) && value > 0)) return badRequest(`${name} debe ser un número positivo.`);
      }
      for (const [name, value] of given) state[name as keyof typeof lifetimes] = value as number;
      return HttpResponse.json(Object.fromEntries(given));
    }),
  ];

  return [
    ...authHandlers,
    ...providerHandlers,
    ...municipalHandlers,
    ...streetsHandlers,
    ...incidentsHandlers,
    ...geocoderHandlers,
    ...handoffHandlers,
    ...helpHandlers,
    ...devHandlers,
  ];
}
