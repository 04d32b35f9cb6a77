import type { ServiceConfig } from '@portal/api-client';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { badRequest } from './responses';
import type { FakeState } from './state';
import { SERVICE_NAMES, type ServiceName } from './world';

// The dev endpoints under the fake origin's `/__dev/`: the mailbox, reset, faults per service,
// the clock and the token lifetimes. Browser tests and people trying the portal drive them.

export function createDevHandlers(state: FakeState, config: ServiceConfig): RequestHandler[] {
  const dev = `${new URL(config.auth).origin}/__dev/`;
  return [
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
}
