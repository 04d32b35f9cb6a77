import { fakeServiceConfig, type Provider, type ServiceConfig } from '@portal/api-client';
import { HttpResponse, type HttpResponseResolver, http, type RequestHandler } from 'msw';
import type { Answer } from './answers';
import { createDevHandlers } from './dev-handlers';
import { handoffPage, loginHelpPage, PROVIDER_NAMES, providerPage, registrationTutorialPdf } from './pages';
import { isChallenge } from './providers';
import {
  answer,
  badRequest,
  FAKE_CLIENT_HEADER,
  html,
  isAnswer,
  methodNotAllowed,
  readFields,
  readJson,
  tagged,
  trimSlash,
} from './responses';
import type { FakeState } from './state';
import type { Bearer } from './tokens';
import type { Account, ServiceName } from './world';

// The msw handlers of the services the portal calls (auth, identity providers, municipal host,
// streets, incidents, geocoder, hand-off, help links), each through its service's fault; the
// dev endpoints are in dev-handlers.ts.

const PROVIDERS: readonly Provider[] = ['afip', 'anses', 'miargentina', 'renaper'];

/** The services whose every answer may carry tokens or personal data: none is stored (CONTRACT.md, R16). */
const NO_STORE: readonly ServiceName[] = ['auth', 'municipal'];

/** A plain blue disc: the fake origin's page icon. */
const FAVICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8" fill="#0b3a6e"/></svg>';

/**
 * The msw handlers of every fake backend, over one state. The addresses come from `config`, so
 * the same handlers intercept in unit tests and stories and answer in the HTTP server.
 */
export function createHandlers(state: FakeState, config: ServiceConfig = fakeServiceConfig): RequestHandler[] {
  const { auth, municipal, streets, incidents, geocoder } = config;

  /**
   * Applies the service's injected fault before its real answer, and tags the real answer with
   * its service for the contract check (a fault's answer stays untagged: off-contract on purpose).
   * Every answer of the auth service and the municipal host, a fault's too, is marked not to be
   * stored (R16).
   */
  function service(name: ServiceName, resolver: HttpResponseResolver): HttpResponseResolver {
    const noStore = NO_STORE.includes(name);
    return async (info) => {
      const response = await faultOr(name, resolver, info);
      if (noStore && response instanceof Response) response.headers.set('Cache-Control', 'no-store');
      return response;
    };
  }

  async function faultOr(name: ServiceName, resolver: HttpResponseResolver, info: Parameters<HttpResponseResolver>[0]) {
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
    const response = await resolver(info);
    return response instanceof Response ? tagged(name, response) : response;
  }

  /** Resolves the bearer of an authenticated call, or answers 401. */
  function authenticated(
    resolve: (account: Account, request: Request, params: Record<string, unknown>) => Promise<Response> | Response,
  ): HttpResponseResolver {
    return ({ request, params }) => {
      const result = state.authenticate(request.headers.get('Authorization'));
      if (isAnswer(result)) return answer(result);
      return resolve(result, request, params);
    };
  }

  /** Resolves the bearer of a call for the resident's data (the account and the token's level), or answers 401. */
  function withBearer(resolve: (bearer: Bearer, params: Record<string, unknown>) => Response): HttpResponseResolver {
    return ({ request, params }) => {
      const result = state.bearer(request.headers.get('Authorization'));
      return 'account' in result ? resolve(result, params) : answer(result);
    };
  }

  function jsonCall(handle: (body: Record<string, string>) => Answer | Promise<Answer>): HttpResponseResolver {
    return async ({ request }) => {
      const body = await readJson(request);
      if (!body) return badRequest('El cuerpo de la solicitud no es JSON válido.');
      return answer(await handle(body));
    };
  }

  const authHandlers = [
    http.post(
      `${auth}login/`,
      service(
        'auth',
        jsonCall((b) => state.login(b.username ?? '', b.password ?? '')),
      ),
    ),
    http.post(
      `${auth}doublefactor/`,
      service(
        'auth',
        jsonCall((b) => state.secondFactor(b.username ?? '', b.code ?? '', b.ticket ?? '')),
      ),
    ),
    http.post(
      `${auth}refreshtoken/`,
      service(
        'auth',
        jsonCall((b) => state.refresh(b.refresh ?? '')),
      ),
    ),
    // A form (the portal's keepalive call needs no preflight) or JSON.
    http.post(
      `${auth}logout/`,
      service('auth', async ({ request }) => answer(state.logout((await readFields(request))?.refresh ?? ''))),
    ),
    // Every session of the bearer's account, on every device.
    http.post(
      `${auth}logoutall/`,
      service(
        'auth',
        authenticated((account) => answer(state.logoutAll(account))),
      ),
    ),
    http.get(
      `${auth}newalpha/`,
      service(
        'auth',
        withBearer((bearer) => answer(state.newAlpha(bearer))),
      ),
    ),
    http.get(
      `${auth}userprofile/`,
      service(
        'auth',
        authenticated((account) => HttpResponse.json({ ...state.userProfile(account) })),
      ),
    ),
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
        // Counted with checkuser/, by the same client (R12).
        const client = request.headers.get(FAKE_CLIENT_HEADER) ?? 'local';
        const fields = await readFields(request);
        if (!fields) return badRequest('Se esperaba un formulario.');
        return answer(await state.register(fields, client));
      }),
    ),
    http.post(
      `${auth}checkuser/`,
      service('auth', async ({ request }) => {
        const client = request.headers.get(FAKE_CLIENT_HEADER) ?? 'local';
        const body = await readJson(request);
        if (!body) return badRequest('El cuerpo de la solicitud no es JSON válido.');
        return answer(state.checkUser(body.dni ?? '', client));
      }),
    ),
    http.get(
      `${auth}locations/`,
      service('auth', () => HttpResponse.json([...state.locations])),
    ),
    http.post(
      `${auth}passwordreset/confirm/`,
      service(
        'auth',
        jsonCall((b) => state.passwordResetConfirm(b.token ?? '', b.password ?? '')),
      ),
    ),
    http.post(
      `${auth}passwordreset/`,
      service(
        'auth',
        jsonCall((b) => state.passwordReset(b.email ?? '')),
      ),
    ),
    http.post(
      `${auth}resendverification/`,
      service(
        'auth',
        jsonCall((b) => state.resendVerification(b.email ?? '')),
      ),
    ),
    http.post(
      `${auth}activate/`,
      service(
        'auth',
        jsonCall((b) => state.activate(b.token ?? '')),
      ),
    ),
    http.post(
      `${auth}emailchange/confirm/`,
      service(
        'auth',
        jsonCall((b) => state.confirmEmailChange(b.token ?? '')),
      ),
    ),
    http.post(
      `${auth}emailchange/cancel/`,
      service(
        'auth',
        jsonCall((b) => state.cancelEmailChange(b.token ?? '')),
      ),
    ),
    http.post(
      `${auth}emailchange/undo/`,
      service(
        'auth',
        jsonCall((b) => state.undoEmailChange(b)),
      ),
    ),
    // The provider token in the body, never in a query string (R16); the old GET is refused.
    http.post(
      `${auth}afipprofile/`,
      service(
        'auth',
        jsonCall((b) => state.exchangeProviderToken(b.token ?? '')),
      ),
    ),
    http.get(
      `${auth}afipprofile/`,
      service('auth', () => methodNotAllowed('POST')),
    ),
    // A provider return's pending choice (R17): each call carries its ticket and the return's verifier.
    http.post(
      `${auth}providerlink/login/`,
      service(
        'auth',
        jsonCall((b) => state.linkLogin(b.ticket ?? '', b.code_verifier ?? '', b.password ?? '')),
      ),
    ),
    http.post(
      `${auth}providerlink/doublefactor/`,
      service(
        'auth',
        jsonCall((b) => state.linkSecondFactor(b.ticket ?? '', b.code_verifier ?? '', b.code ?? '')),
      ),
    ),
    http.post(
      `${auth}providerlink/decline/`,
      service(
        'auth',
        jsonCall((b) => state.linkDecline(b.ticket ?? '', b.code_verifier ?? '')),
      ),
    ),
    http.post(
      `${auth}providerlink/email/`,
      service(
        'auth',
        jsonCall((b) => state.linkEmail(b.ticket ?? '', b.code_verifier ?? '', b.email ?? '')),
      ),
    ),
  ];

  const providerHandlers = PROVIDERS.flatMap((provider) => [
    // Browser navigation: the page standing for the identity provider.
    http.get(
      `${auth}${provider}login/`,
      service('auth', ({ request }) => {
        const query = new URL(request.url).searchParams;
        const challenge = query.get('code_challenge') ?? '';
        if (!isChallenge(challenge, query.get('code_challenge_method') ?? '')) {
          return html(
            `<!doctype html><html lang="es-AR"><title>Ingreso no iniciado</title><p>Este ingreso tiene que empezar desde el Portal del Vecino.</p><p><a href="${state.portalOrigin}/login/">Ir al Portal del Vecino</a></p></html>`,
            400,
          );
        }
        const back = (choice: { state: string; code: string }) =>
          `${state.portalOrigin}/${provider}redirect/?${new URLSearchParams({ state: choice.state, code: choice.code })}`;
        return html(
          providerPage({
            providerName: PROVIDER_NAMES[provider],
            choices: state.providerChoices(provider, challenge).map((choice) => ({
              name: `${choice.identity.firstName} ${choice.identity.lastName}`,
              dni: choice.identity.dni,
              continueUrl: back(choice),
            })),
            cancelUrl: `${state.portalOrigin}/login/`,
          }),
        );
      }),
    ),
    // The return's secrets in the body, never in a query string (R16); with the resident's bearer,
    // the verification of that account (R11). The old GET is refused.
    http.post(
      `${auth}${provider}redirect/`,
      service('auth', async ({ request }) => {
        const body = await readJson(request);
        if (!body) return badRequest('El cuerpo de la solicitud no es JSON válido.');
        const one = (value: string | undefined) => (value === undefined ? [] : [value]);
        return answer(
          await state.providerReturn(
            provider,
            one(body.state),
            one(body.code),
            one(body.code_verifier),
            request.headers.get('Authorization'),
          ),
        );
      }),
    ),
    http.get(
      `${auth}${provider}redirect/`,
      service('auth', () => methodNotAllowed('POST')),
    ),
  ]);

  // Personal data: only with the auth service's access token, only the token's own DNI, and only
  // to a token of level 2.
  const municipalHandlers = [
    http.get(
      `${municipal}licencias_de_conducir/vencimientos/:dni`,
      service(
        'municipal',
        withBearer((bearer, params) => answer(state.licence(bearer, String(params.dni)))),
      ),
    ),
    http.get(
      `${municipal}cav/reclamos_por_dni/:dni`,
      service(
        'municipal',
        withBearer((bearer, params) => answer(state.claimsOf(bearer, String(params.dni)))),
      ),
    ),
  ];

  const streetsHandlers = [
    http.get(
      `${streets}calles/calles/`,
      service('streets', () => HttpResponse.json(state.streets.map((s) => ({ ...s })))),
    ),
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
      const page = html(handoffPage({ serviceName, alpha, residentName }), account ? 200 : 401);
      // It names the resident and carries the alpha: not for any cache (R16).
      page.headers.set('Cache-Control', 'no-store');
      return tagged(`handoff:${token}`, page);
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

  const devHandlers = createDevHandlers(state, config);

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
