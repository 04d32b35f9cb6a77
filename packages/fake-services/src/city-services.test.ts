import type { Claim, Licence, Street } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { MAIL_LIMIT } from './mail-limits';
import { DEMO_RESIDENT, NEW_RESIDENT } from './seed';
import { auth, bearer, form, geocoder, incidents, municipal, postJson, streets, useFakeServices } from './test/harness';

const fake = useFakeServices(new Date(2025, 2, 10, 12, 0, 0).getTime());

const supportRequest = {
  nombre: 'María Laura',
  apellido: 'Fernández',
  correo: 'vecina@example.com',
  tmovil: '2914567890',
  titulo: 'Problema con el servicio de autenticación',
  dni: '30123456',
  descripcion: 'No me llega el código.',
  cp: '8000',
  calle_id: '937',
  altura: '65',
  categoria_id: '23',
  subcategoria_id: '154',
};

/** The bearer of a seeded resident's fresh sign-in. */
function as(dni: number): RequestInit {
  return bearer(fake.state.signIn(dni).access);
}

/** The new resident as if a provider had proven the DNI (level 2): a resident the host has no data for. */
function provenNewResident(): void {
  const account = fake.state.accountByDni(NEW_RESIDENT.dni);
  if (!account) throw new Error('no new resident');
  account.level = 2;
}

describe('licences and claims by DNI', () => {
  it('answers the demo resident’s licence, expiring within 30 days of the seed day', async () => {
    const answer = await fetch(`${municipal}licencias_de_conducir/vencimientos/${DEMO_RESIDENT.dni}`, as(DEMO_RESIDENT.dni));
    expect(answer.status).toBe(200);
    const licence = (await answer.json()) as Licence;
    expect(licence).toMatchObject({ documento: '30123456', fecha_vencimiento: '2025-03-31', dias: 21 });
    fake.advance(24 * 3600);
    const tomorrow = (await (
      await fetch(`${municipal}licencias_de_conducir/vencimientos/30123456`, as(DEMO_RESIDENT.dni))
    ).json()) as Licence;
    expect(tomorrow.dias).toBe(20);
  });

  it('answers 404 when a DNI has no licence', async () => {
    provenNewResident();
    const answer = await fetch(`${municipal}licencias_de_conducir/vencimientos/${NEW_RESIDENT.dni}`, as(NEW_RESIDENT.dni));
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ detail: 'No se encontró una licencia de conducir para el documento.' });
  });

  it("answers only the bearer of a valid access token (401), and only for the token's own DNI (403)", async () => {
    for (const path of [`licencias_de_conducir/vencimientos/${DEMO_RESIDENT.dni}`, `cav/reclamos_por_dni/${DEMO_RESIDENT.dni}`]) {
      const anonymous = await fetch(`${municipal}${path}`);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ detail: 'No se enviaron las credenciales de autenticación.' });
      expect((await fetch(`${municipal}${path}`, bearer('inventado'))).status).toBe(401);
      const someoneElse = await fetch(`${municipal}${path}`, as(NEW_RESIDENT.dni));
      expect(someoneElse.status).toBe(403);
      expect(await someoneElse.json()).toEqual({ detail: 'Solo podés consultar los datos de tu propio documento.', reason: 'other_dni' });
    }
    const expired = as(DEMO_RESIDENT.dni);
    fake.advance(301);
    expect((await fetch(`${municipal}cav/reclamos_por_dni/${DEMO_RESIDENT.dni}`, expired)).status).toBe(401);
  });

  it('answers the claims of each DNI', async () => {
    const claims = (await (await fetch(`${municipal}cav/reclamos_por_dni/${DEMO_RESIDENT.dni}`, as(DEMO_RESIDENT.dni))).json()) as Claim[];
    expect(claims.length).toBeGreaterThanOrEqual(8);
    expect(new Set(claims.map((c) => c.categoria)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(claims.map((c) => c.estado)).size).toBeGreaterThanOrEqual(3);
    const recent = claims.filter((c) => Date.parse(c.fecha) >= Date.parse('2025-02-28'));
    expect(recent.length).toBeGreaterThanOrEqual(2);
    expect(claims[0]).toMatchObject({ fecha: '2025-03-09', formatted_fecha: '09/03/2025' });

    provenNewResident();
    const none = await fetch(`${municipal}cav/reclamos_por_dni/${NEW_RESIDENT.dni}`, as(NEW_RESIDENT.dni));
    expect(await none.json()).toEqual([]);
  });

  it("answers a level-1 token (a DNI only typed at registration) 403 with reason 'level', even for its own DNI (R11)", async () => {
    const levelOne = as(NEW_RESIDENT.dni);
    for (const path of [`licencias_de_conducir/vencimientos/${NEW_RESIDENT.dni}`, `cav/reclamos_por_dni/${NEW_RESIDENT.dni}`]) {
      const refused = await fetch(`${municipal}${path}`, levelOne);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ detail: 'Para ver estos datos tenés que verificar tu identidad (Nivel 2).', reason: 'level' });
    }
    // The level is the token's: once the DNI is proven, a new token reads the data, the old one still not.
    provenNewResident();
    expect((await fetch(`${municipal}cav/reclamos_por_dni/${NEW_RESIDENT.dni}`, as(NEW_RESIDENT.dni))).status).toBe(200);
    expect((await fetch(`${municipal}cav/reclamos_por_dni/${NEW_RESIDENT.dni}`, levelOne)).status).toBe(403);
  });

  it('marks every answer of the municipal host, a refusal or a fault too, not to be stored (R16)', async () => {
    const answers = [
      await fetch(`${municipal}cav/reclamos_por_dni/${DEMO_RESIDENT.dni}`, as(DEMO_RESIDENT.dni)),
      await fetch(`${municipal}cav/reclamos_por_dni/${DEMO_RESIDENT.dni}`),
      await fetch(`${municipal}licencias_de_conducir/vencimientos/${NEW_RESIDENT.dni}`, as(NEW_RESIDENT.dni)),
    ];
    fake.state.faults.municipal = { mode: 'fail' };
    answers.push(await fetch(`${municipal}cav/reclamos_por_dni/${DEMO_RESIDENT.dni}`, as(DEMO_RESIDENT.dni)));
    expect(answers.map((answer) => [answer.status, answer.headers.get('Cache-Control')])).toEqual([
      [200, 'no-store'],
      [401, 'no-store'],
      [403, 'no-store'],
      [500, 'no-store'],
    ]);
    // The streets API answers public data: nothing to forbid.
    expect((await fetch(`${streets}calles/calles/`)).headers.get('Cache-Control')).toBeNull();
  });
});

describe('streets and locations', () => {
  it('answers a few hundred streets over four localities, and the locations', async () => {
    const list = (await (await fetch(`${streets}calles/calles/`)).json()) as Street[];
    expect(list.length).toBeGreaterThan(200);
    expect(new Set(list.map((s) => s.localidad.abreviatura))).toEqual(new Set(['BB', 'IW', 'GC', 'CA']));
    expect(list.find((s) => s.id === 937)).toMatchObject({ nombre: 'Alsina', localidad: { abreviatura: 'BB' } });
    const locations = (await (await fetch(`${auth}locations/`)).json()) as string[];
    expect(locations).toContain('Bahía Blanca');
    expect(locations).toContain('Ingeniero White');
  });
});

describe('incident service', () => {
  it('numbers each support request', async () => {
    const send = () =>
      fetch(`${incidents}api/solicitud`, { method: 'POST', headers: { Accept: 'application/json' }, body: form(supportRequest) });
    const first = (await (await send()).json()) as { nro_reclamo: number };
    const second = (await (await send()).json()) as { nro_reclamo: number };
    expect(second.nro_reclamo).toBe(first.nro_reclamo + 1);
    expect(fake.state.incidentRequests.at(-1)?.fields.descripcion).toBe('No me llega el código.');
  });

  it(`takes ${MAIL_LIMIT} requests per DNI in 15 minutes, then answers 429 {message, retry_after} with Retry-After`, async () => {
    const send = (dni: string) =>
      fetch(`${incidents}api/solicitud`, {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: form({ ...supportRequest, dni }),
      });
    for (let request = 1; request <= MAIL_LIMIT; request += 1) expect((await send('30123456')).status).toBe(200);
    const limited = await send('30123456');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('900');
    expect(await limited.json()).toEqual({
      message: 'Hiciste varios pedidos seguidos. Esperá unos minutos y volvé a intentar.',
      retry_after: 900,
    });
    expect((await send('20111222')).status).toBe(200);
    expect(fake.state.incidentRequests).toHaveLength(MAIL_LIMIT + 1);
  });

  it('answers 400 with a message when a required field is missing', async () => {
    const { descripcion: _, ...withoutDescription } = supportRequest;
    const answer = await fetch(`${incidents}api/solicitud`, { method: 'POST', body: form(withoutDescription) });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ message: 'El campo descripcion es obligatorio.' });
  });
});

describe('geocoder', () => {
  const search = (q: string) => fetch(`${geocoder}search/${encodeURIComponent(q)}?format=json&addressdetails=1&limit=1`);

  it('places a known street near its locality, with lat/lon as strings', async () => {
    const results = (await (await search('Sarmiento 1150, Bahía Blanca, Buenos Aires, Argentina')).json()) as Array<{
      lat: string;
      lon: string;
      address: { road: string };
    }>;
    expect(results).toHaveLength(1);
    const [place] = results;
    expect(typeof place?.lat).toBe('string');
    expect(Math.abs(Number(place?.lat) + 38.7183)).toBeLessThan(0.05);
    expect(Math.abs(Number(place?.lon) + 62.2663)).toBeLessThan(0.05);
    expect(place?.address.road).toBe('Sarmiento');

    const white = (await (await search('Guillermo Torres 4200, Ingeniero White, Buenos Aires, Argentina')).json()) as Array<{
      lat: string;
    }>;
    expect(Math.abs(Number(white[0]?.lat) + 38.7817)).toBeLessThan(0.05);
  });

  it('answers [] for a street it does not know', async () => {
    expect(await (await search('Calle Inventada 123, Bahía Blanca, Buenos Aires, Argentina')).json()).toEqual([]);
  });
});

describe('faults', () => {
  it('fails a service with 500 {detail} and leaves the others alone', async () => {
    fake.state.faults.municipal = { mode: 'fail' };
    const failed = await fetch(`${municipal}cav/reclamos_por_dni/${DEMO_RESIDENT.dni}`);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ detail: 'Error interno del servicio (falla simulada).' });
    expect((await fetch(`${streets}calles/calles/`)).status).toBe(200);
  });

  it('answers a malformed body', async () => {
    fake.state.faults.streets = { mode: 'malformed' };
    const answer = await fetch(`${streets}calles/calles/`);
    expect(answer.status).toBe(200);
    expect(Array.isArray(await answer.json())).toBe(false);
  });

  it('answers late in slow mode', async () => {
    fake.state.faults.geocoder = { mode: 'slow', delayMs: 150 };
    const started = performance.now();
    const answer = await fetch(`${geocoder}search/${encodeURIComponent('Alsina 65, Bahía Blanca, Buenos Aires, Argentina')}`);
    expect(answer.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('is set and cleared through the dev endpoint', async () => {
    const origin = new URL(auth).origin;
    const set = await postJson(`${origin}/__dev/faults`, { service: 'incidents', mode: 'fail' });
    expect(await set.json()).toEqual({ faults: { incidents: { mode: 'fail' } } });
    const failed = await fetch(`${incidents}api/solicitud`, { method: 'POST', body: form(supportRequest) });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: 'Error interno del servicio (falla simulada).' });
    await postJson(`${origin}/__dev/faults`, { service: 'incidents', mode: 'none' });
    expect((await fetch(`${incidents}api/solicitud`, { method: 'POST', body: form(supportRequest) })).status).toBe(200);
    expect((await postJson(`${origin}/__dev/faults`, { service: 'correo', mode: 'fail' })).status).toBe(400);
  });
});

describe('dev endpoints', () => {
  it('reads the mailbox, changes the token lifetime and resets the seed', async () => {
    const origin = new URL(auth).origin;
    await postJson(`${auth}passwordreset/`, { email: DEMO_RESIDENT.email });
    const mailbox = (await (await fetch(`${origin}/__dev/mailbox`)).json()) as Array<{ to: string; link: string }>;
    expect(mailbox).toEqual([expect.objectContaining({ to: DEMO_RESIDENT.email, subject: 'Restablecé tu contraseña' })]);

    expect(await (await postJson(`${origin}/__dev/config`, { accessTokenTtlSeconds: 3 })).json()).toEqual({ accessTokenTtlSeconds: 3 });
    expect(fake.state.accessTokenTtlSeconds).toBe(3);

    expect(await (await postJson(`${origin}/__dev/config`, { refreshTokenTtlSeconds: 60 })).json()).toEqual({ refreshTokenTtlSeconds: 60 });
    expect(fake.state.refreshTokenTtlSeconds).toBe(60);
    expect((await postJson(`${origin}/__dev/config`, { refreshTokenTtlSeconds: 'mucho' })).status).toBe(400);
    expect((await postJson(`${origin}/__dev/config`, {})).status).toBe(400);

    expect((await postJson(`${origin}/__dev/reset`, {})).status).toBe(200);
    expect(await (await fetch(`${origin}/__dev/mailbox`)).json()).toEqual([]);
    expect(fake.state.accessTokenTtlSeconds).toBe(300);
    expect(fake.state.refreshTokenTtlSeconds).toBe(86_400);
  });
});
