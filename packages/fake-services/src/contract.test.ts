import { fakeServiceConfig } from '@portal/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ContractCheck, createContractCheck } from './contract';
import { FAKE_SERVICE_HEADER } from './responses';

const { auth, municipal, incidents, handoff } = fakeServiceConfig;

/** An answer as a fake service gives it: JSON, tagged with its service, not to be stored when it is the auth service's or the municipal host's (R16). */
function answer(service: string, status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const noStore: Record<string, string> = service === 'auth' || service === 'municipal' ? { 'Cache-Control': 'no-store' } : {};
  return Response.json(body, { status, headers: { [FAKE_SERVICE_HEADER]: service, ...noStore, ...headers } });
}

describe('the contract check of the fakes’ answers', () => {
  let contract: ContractCheck;
  beforeAll(async () => {
    contract = await createContractCheck(fakeServiceConfig);
  });

  it('passes an answer the contract documents', async () => {
    const request = new Request(`${auth}login/`, { method: 'POST' });
    expect(await contract.check(request, answer('auth', 200, { detail: 'Te enviamos un código.', ticket: 'abc' }))).toEqual([]);
    const limited = answer('auth', 429, { detail: 'Esperá.', retry_after: 60 }, { 'Retry-After': '60' });
    expect(await contract.check(request, limited)).toEqual([]);
  });

  it('names the call, the status and what is wrong in a body outside the schema', async () => {
    const request = new Request(`${municipal}licencias_de_conducir/vencimientos/30123456`);
    const [problem, ...more] = await contract.check(request, answer('municipal', 200, { tramite: 'RENOVACIÓN' }));
    expect(more).toEqual([]);
    expect(problem).toContain('GET /municipal/licencias_de_conducir/vencimientos/30123456 → 200 (licence)');
    expect(problem).toContain("must have required property 'numero'");
  });

  it('refuses an undocumented status, a missing required header and an undocumented media type', async () => {
    const request = new Request(`${auth}passwordreset/`, { method: 'POST' });
    expect(await contract.check(request, answer('auth', 418, { detail: 'Soy una tetera.' }))).toEqual([
      'POST /auth/passwordreset/ → 418 (passwordReset): status 418 is not documented',
    ]);
    const withoutWait = await contract.check(request, answer('auth', 429, { detail: 'Esperá.', retry_after: 60 }));
    expect(withoutWait.join('\n')).toContain("headers: /headers must have required property 'retry-after'");
    const page = new Response('<p>hola</p>', { status: 200, headers: { [FAKE_SERVICE_HEADER]: 'auth', 'Content-Type': 'text/html' } });
    expect((await contract.check(request, page)).join('\n')).toContain('Content-Type "text/html" is not one of application/json');
  });

  it('refuses an answer of the auth service or the municipal host that a browser may store (R16)', async () => {
    const request = new Request(`${municipal}cav/reclamos_por_dni/30123456`);
    const stored = Response.json([], { headers: { [FAKE_SERVICE_HEADER]: 'municipal', 'Cache-Control': 'private, max-age=60' } });
    expect((await contract.check(request, stored)).join('\n')).toContain('headers: /headers/cache-control must match pattern');
    const bare = Response.json({ detail: 'Sesión cerrada.' }, { headers: { [FAKE_SERVICE_HEADER]: 'auth' } });
    expect((await contract.check(new Request(`${auth}logout/`, { method: 'POST' }), bare)).join('\n')).toContain(
      "headers: /headers must have required property 'cache-control'",
    );
    expect(await contract.check(request, answer('municipal', 200, [], { 'Cache-Control': 'private, no-store' }))).toEqual([]);
  });

  it('refuses a call no operation of that service documents', async () => {
    const request = new Request(`${incidents}api/otra`, { method: 'POST' });
    expect(await contract.check(request, answer('incidents', 200, {}))).toEqual([
      'POST /incidencias/api/otra → 200: no operation of the incidents service in openapi.yaml is POST /api/otra',
    ]);
    // The auth service has a login/ but no login/{alpha}: that is a hand-off service's.
    const handoffPath = new Request(`${auth}login/abc`);
    expect(await contract.check(handoffPath, answer('auth', 200, {}))).toHaveLength(1);
  });

  it('checks a hand-off service’s page, and leaves alone an answer no fake service tagged (an override, a fault)', async () => {
    const request = new Request(`${handoff.habilitaciones}/login/abc123`);
    const page = (headers: Record<string, string>) =>
      new Response('<p>sesión iniciada</p>', {
        status: 200,
        headers: { [FAKE_SERVICE_HEADER]: 'handoff:habilitaciones', 'Content-Type': 'text/html; charset=utf-8', ...headers },
      });
    expect(await contract.check(request, page({ 'Cache-Control': 'no-store' }))).toEqual([]);
    // It names the resident and carries the alpha: the contract requires no-store (R16).
    expect(await contract.check(request, page({}))).toEqual([expect.stringContaining("'cache-control'")]);
    expect(await contract.check(new Request(`${auth}login/`, { method: 'POST' }), Response.json({ inesperado: true }))).toEqual([]);
  });
});
