import type { ServiceConfig } from '@portal/api-client';
import { HttpResponse, type HttpResponseResolver, http, type RequestHandler } from 'msw';
import { badRequest } from './responses';
import type { FakeState } from './state';
import { SERVICE_NAMES, type ServiceName } from './world';

// The dev endpoints under the fake origin's `/__dev/`: the mailbox, reset, faults per service,
// the clock, the token lifetimes, the refresh token's reuse grace, a session's longest and idle
// lives (R14), and the answers that broke the
// contract since the last reset. Browser tests and people
// trying the portal drive them; the HTTP server answers them only for the portal (server.ts).

/** Every dev answer may carry codes, links, names or tokens (the mailbox above all): none is stored. */
function noStore(resolver: HttpResponseResolver): HttpResponseResolver {
  return async (info) => {
    const response = await resolver(info);
    if (response instanceof Response) response.headers.set('Cache-Control', 'no-store');
    return response;
  };
}

export function createDevHandlers(state: FakeState, config: ServiceConfig): RequestHandler[] {
  const dev = `${new URL(config.auth).origin}/__dev/`;
  return [
    http.get(
      `${dev}mailbox`,
      noStore(() => HttpResponse.json(state.mailbox.map((mail) => ({ ...mail })))),
    ),
    // Browser tests fail a test whose answers broke the contract (server.ts, `checkContract`).
    http.get(
      `${dev}contract`,
      noStore(() => HttpResponse.json({ checking: state.contractViolations !== null, violations: [...(state.contractViolations ?? [])] })),
    ),
    http.post(
      `${dev}reset`,
      noStore(() => {
        state.reset();
        return HttpResponse.json({ detail: 'Datos de prueba restablecidos.' });
      }),
    ),
    http.post(
      `${dev}faults`,
      noStore(async ({ request }) => {
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
    ),
    http.post(
      `${dev}clock`,
      noStore(async ({ request }) => {
        const body = (await request.json().catch(() => null)) as { advanceMs?: unknown } | null;
        const advanceMs = Number(body?.advanceMs);
        if (!Number.isFinite(advanceMs) || advanceMs <= 0) return badRequest('advanceMs debe ser un número positivo.');
        state.advanceClock(advanceMs);
        return HttpResponse.json({ advancedMs: advanceMs });
      }),
    ),
    http.post(
      `${dev}config`,
      noStore(async ({ request }) => {
        const body = (await request.json().catch(() => null)) as Record<string, unknown> | null;
        const times = {
          accessTokenTtlSeconds: body?.accessTokenTtlSeconds,
          refreshTokenTtlSeconds: body?.refreshTokenTtlSeconds,
          refreshReuseGraceSeconds: body?.refreshReuseGraceSeconds,
          sessionMaxSeconds: body?.sessionMaxSeconds,
          sessionIdleSeconds: body?.sessionIdleSeconds,
        };
        const given = Object.entries(times).filter(([, value]) => value !== undefined);
        if (given.length === 0) {
          return badRequest(`Indicá ${Object.keys(times).join(', ')}.`);
        }
        for (const [name, value] of given) {
          // No grace (0) is the strict rotation; a lifetime must be positive.
          const least = name === 'refreshReuseGraceSeconds' ? 0 : Number.MIN_VALUE;
          if (!(typeof value === 'number' && Number.isFinite(value) && value >= least)) {
            return badRequest(`${name} debe ser un número ${least === 0 ? 'mayor o igual a cero' : 'positivo'}.`);
          }
        }
        for (const [name, value] of given) state[name as keyof typeof times] = value as number;
        return HttpResponse.json(Object.fromEntries(given));
      }),
    ),
  ];
}
