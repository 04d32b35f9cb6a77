import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { geocodeAddress, getClaims, getLicence, getStreets, sendSupportRequest } from './calls';
import { fakeServiceConfig } from './config';
import { configureServices } from './configuration';
import { ERROR_MESSAGES } from './errors';
import { claimAnswer, licenceAnswer, streetAnswer } from './test/fixtures';
import { GEOCODER, INCIDENTS, MUNICIPAL, STREETS, server, setupTestServer } from './test/server';

setupTestServer();

const supportRequest = {
  nombre: 'Lucía',
  apellido: 'Fernández',
  dni: '30123456',
  correo: 'vecina@example.com',
  telefono_movil: '2914123456',
  descripcion: 'No me llega el código.',
};

describe('licence and claims', () => {
  it('getLicence answers the licence of the DNI', async () => {
    let dni = '';
    server.use(
      http.get(`${MUNICIPAL}licencias_de_conducir/vencimientos/:dni`, ({ params }) => {
        dni = String(params.dni);
        return HttpResponse.json(licenceAnswer);
      }),
    );
    await expect(getLicence(30123456)).resolves.toEqual(licenceAnswer);
    expect(dni).toBe('30123456');
  });

  it('getLicence answers null when there is no licence', async () => {
    server.use(
      http.get(`${MUNICIPAL}licencias_de_conducir/vencimientos/:dni`, () =>
        HttpResponse.json({ detail: 'No hay licencia' }, { status: 404 }),
      ),
    );
    await expect(getLicence('27999888')).resolves.toBeNull();
  });

  it("getLicence carries other failures, a 5xx in the portal's words", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(`${MUNICIPAL}licencias_de_conducir/vencimientos/:dni`, () =>
        HttpResponse.json({ detail: 'Servicio no disponible' }, { status: 503 }),
      ),
    );
    await expect(getLicence('30123456')).rejects.toMatchObject({ status: 503, message: ERROR_MESSAGES.failed });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('answered 503: Servicio no disponible'));
    warn.mockRestore();
  });

  it('getClaims answers the claims, possibly none', async () => {
    server.use(
      http.get(`${MUNICIPAL}cav/reclamos_por_dni/:dni`, ({ params }) => HttpResponse.json(params.dni === '30123456' ? [claimAnswer] : [])),
    );
    await expect(getClaims(30123456)).resolves.toEqual([claimAnswer]);
    await expect(getClaims(27999888)).resolves.toEqual([]);
  });

  it('getClaims refuses a malformed claim', async () => {
    server.use(http.get(`${MUNICIPAL}cav/reclamos_por_dni/:dni`, () => HttpResponse.json([{ ...claimAnswer, numero: 'x' }])));
    await expect(getClaims(30123456)).rejects.toMatchObject({ status: 200, message: ERROR_MESSAGES.malformed });
  });

  it('getStreets answers the streets', async () => {
    server.use(http.get(`${STREETS}calles/calles/`, () => HttpResponse.json([streetAnswer])));
    await expect(getStreets()).resolves.toEqual([streetAnswer]);
  });
});

describe('support request', () => {
  it('sends the form with the fixed values and answers the claim number', async () => {
    let fields: Record<string, FormDataEntryValue> = {};
    let accept: string | null = null;
    server.use(
      http.post(`${INCIDENTS}api/solicitud`, async ({ request }) => {
        accept = request.headers.get('accept');
        fields = Object.fromEntries(await request.formData());
        return HttpResponse.json({ nro_reclamo: 48213 });
      }),
    );
    await expect(sendSupportRequest(supportRequest)).resolves.toBe(48213);
    expect(accept).toBe('application/json');
    expect(fields).toEqual({
      nombre: 'Lucía',
      apellido: 'Fernández',
      correo: 'vecina@example.com',
      tmovil: '2914123456',
      titulo: 'Problemas con el servicio de autenticación',
      dni: '30123456',
      descripcion: 'No me llega el código.',
      cp: '8000',
      calle_id: '937',
      altura: '65',
      categoria_id: '23',
      subcategoria_id: '154',
    });
  });

  it("takes the server's message on failure", async () => {
    server.use(http.post(`${INCIDENTS}api/solicitud`, () => HttpResponse.json({ message: 'El correo no es válido.' }, { status: 422 })));
    await expect(sendSupportRequest(supportRequest)).rejects.toMatchObject({
      status: 422,
      message: 'El correo no es válido.',
    });
  });

  it("falls back to the portal's text when the server gives none", async () => {
    server.use(http.post(`${INCIDENTS}api/solicitud`, () => new HttpResponse('Internal error', { status: 500 })));
    await expect(sendSupportRequest(supportRequest)).rejects.toMatchObject({
      status: 500,
      message: 'Ocurrió un error al enviar tu solicitud.',
    });
  });
});

describe('geocoding', () => {
  it('searches the address in Bahía Blanca by default and reads lat/lon as numbers', async () => {
    let query = '';
    let search: Record<string, string> = {};
    server.use(
      http.get(`${GEOCODER}search/:query`, ({ request, params }) => {
        query = String(params.query);
        search = Object.fromEntries(new URL(request.url).searchParams);
        return HttpResponse.json([{ lat: '-38.7183', lon: '-62.2663', display_name: 'Alsina 65, Bahía Blanca', address: {} }]);
      }),
    );
    await expect(geocodeAddress({ street: 'Alsina', number: 65 })).resolves.toEqual({ lat: -38.7183, lon: -62.2663 });
    expect(decodeURIComponent(query)).toBe('Alsina 65, Bahía Blanca, Buenos Aires, Argentina');
    expect(search).toEqual({ format: 'json', addressdetails: '1', limit: '1' });
  });

  it('uses the given town and province, and answers null when nothing is found', async () => {
    let query = '';
    server.use(
      http.get(`${GEOCODER}search/:query`, ({ params }) => {
        query = String(params.query);
        return HttpResponse.json([]);
      }),
    );
    await expect(geocodeAddress({ street: 'San Martín', number: '120', town: 'Cabildo', province: 'Buenos Aires' })).resolves.toBeNull();
    expect(decodeURIComponent(query)).toBe('San Martín 120, Cabildo, Buenos Aires, Argentina');
  });

  it('refuses coordinates that are not numbers', async () => {
    server.use(http.get(`${GEOCODER}search/:query`, () => HttpResponse.json([{ lat: 'north', lon: '-62' }])));
    await expect(geocodeAddress({ street: 'Alsina', number: 65 })).rejects.toMatchObject({
      message: ERROR_MESSAGES.malformed,
    });
  });

  it('goes to the configured geocoder', async () => {
    configureServices({ ...fakeServiceConfig, geocoder: 'https://geo.example.org/' });
    server.use(http.get('https://geo.example.org/search/:query', () => HttpResponse.json([])));
    await expect(geocodeAddress({ street: 'Alsina', number: 65 })).resolves.toBeNull();
  });
});
