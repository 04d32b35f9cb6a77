// The pieces of the runner that decide what a service team reads: what a mail and a provider page
// give the workflows, which requirements a run refuses, and the report a CI keeps.
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { readMail, readProviderPage, startHarness } from './harness.mjs';
import { junit } from './report.mjs';
import { partsOf, REQUIREMENTS } from './requirements.mjs';
import { combine, inputsFor, whyNotTried } from './runner.mjs';

const requirement = (id) => REQUIREMENTS.find((r) => r.id === id);
const staging = { name: 'staging', auth: 'https://autenticacion.staging.example/api/', mail: { mailpit: 'http://mailpit:8025' } };
const residents = [
  { dni: '20111222', email: 'a@staging.example', password: 'una clave larga' },
  { dni: '20333444', email: 'b@staging.example', password: 'otra clave larga' },
];

describe('the harness', () => {
  it('reads the code, the link and its token from a mail that has only text (a mail catcher)', () => {
    const code = readMail({
      to: 'a@x.example',
      subject: 'Tu código de acceso',
      text: 'tu código para ingresar al portal es 0000. Vence en 10 minutos.',
    });
    expect(code).toMatchObject({ code: '0000', wrongCode: '1111', link: null, token: null });
    const link = readMail({
      to: 'a@x.example',
      subject: 'Restablecé tu contraseña',
      text: 'seguí este enlace: https://portal.example/restablecer?token=abc123 (vence en una hora)',
    });
    expect(link).toMatchObject({ code: null, link: 'https://portal.example/restablecer?token=abc123', token: 'abc123' });
  });

  it("takes the state and code of the provider page's button for the DNI asked, else the first", () => {
    const html = `<p><a class="button" href="http://p.example/afipredirect/?state=s1&amp;code=c1">Ingresar como María</a></p>
<p><a class="button" href="http://p.example/afipredirect/?state=s2&amp;code=c2">Continuar como Juan (DNI 27999888)</a></p>`;
    expect(readProviderPage(html, '27999888')).toEqual({ state: 's2', code: 'c2' });
    expect(readProviderPage(html, '30123456')).toEqual({ state: 's1', code: 'c1' });
    expect(readProviderPage('<p>Sin botones</p>', '1')).toBeNull();
  });
});

describe('what a run against a real service refuses', () => {
  it('refuses the lockout, revocation and mail-limit workflows unless accounts.json marks the service as a test service', () => {
    const accounts = { residents, testServices: [] };
    for (const id of ['R2', 'R4', 'R5', 'R6', 'R8'])
      expect(whyNotTried(requirement(id), staging, accounts)).toMatch(/no figura en testServices/);
    for (const id of ['R1', 'R3', 'R9', 'R10']) expect(whyNotTried(requirement(id), staging, accounts)).toBeNull();
    const marked = { residents, testServices: ['https://autenticacion.staging.example/api'] };
    expect(whyNotTried(requirement('R2'), staging, marked)).toBeNull();
  });

  it('does not try the provider pages or a mail step where nothing can give them', () => {
    expect(whyNotTried(requirement('R7'), staging, { residents })).toMatch(/persona real/);
    expect(whyNotTried(requirement('R1'), { ...staging, mail: undefined }, { residents })).toMatch(/sin fuente de correo/);
  });

  it('tries the parts of a requirement a service can give, and says which it did not', () => {
    const marked = { residents, testServices: ['staging'] };
    const [claim, checkuserLimit] = partsOf(requirement('R12'));
    expect(whyNotTried(claim, staging, { residents })).toMatch(/no figura en testServices/);
    expect(whyNotTried(checkuserLimit, staging, { residents })).toMatch(/no figura en testServices/);
    expect(whyNotTried(claim, staging, marked)).toMatch(/persona real/);
    expect(whyNotTried(checkuserLimit, staging, marked)).toBeNull();
    const [levels, verification] = partsOf(requirement('R11'));
    expect(whyNotTried(levels, staging, { residents })).toBeNull();
    expect(whyNotTried(verification, staging, { residents })).toMatch(/persona real/);

    const r11 = requirement('R11');
    expect(
      combine(r11, [
        { part: levels, status: 'holds', detail: '' },
        { part: verification, status: 'not-tried', detail: 'persona real' },
      ]),
    ).toMatchObject({
      status: 'holds',
      detail: 'no probé la verificación con un proveedor: persona real',
    });
    expect(
      combine(r11, [
        { part: levels, status: 'holds', detail: '' },
        { part: verification, status: 'fails', detail: 'paso verify' },
      ]),
    ).toMatchObject({ status: 'fails', detail: 'paso verify' });
    expect(
      combine(r11, [
        { part: levels, status: 'not-tried', detail: 'a' },
        { part: verification, status: 'not-tried', detail: 'a' },
      ]),
    ).toMatchObject({ status: 'not-tried', detail: 'a' });
  });

  it('needs two residents', () => {
    expect(() => inputsFor({ residents: residents.slice(0, 1) })).toThrow(/dos vecinos/);
    expect(inputsFor({ residents })).toMatchObject({ dni: '20111222', otherDni: '20333444', otherPassword: 'otra clave larga' });
  });
});

it('writes a JUnit report with failures and skips', () => {
  const xml = junit([
    {
      service: 'staging',
      results: [
        { id: 'R1', title: 'Datos', file: 'R1.arazzo.yaml', status: 'holds', detail: '' },
        { id: 'R2', title: 'Código', file: 'R2.arazzo.yaml', status: 'fails', detail: 'respondió 400 {"detail":"<no>"}' },
        { id: 'R7', title: 'Proveedor', file: 'R7.arazzo.yaml', status: 'not-tried', detail: 'persona real' },
      ],
    },
  ]);
  expect(xml).toContain('<testsuite name="staging" tests="3" failures="1" skipped="1">');
  expect(xml).toContain('<failure message="respondió 400 {&quot;detail&quot;:&quot;&lt;no&gt;&quot;}"/>');
  expect(xml).toContain('<skipped message="persona real"/>');
});

describe("the harness's mail sources", () => {
  const latest = async (harness, to, subject) => {
    const answer = await fetch(`${harness.url}/mail/latest?${new URLSearchParams({ to, subject })}`);
    return { status: answer.status, body: await answer.json() };
  };

  it('reads the newest matching message of a Mailpit-compatible catcher', async () => {
    const asked = [];
    const mailpit = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://mailpit.invalid');
      asked.push(url.pathname + url.search);
      response.setHeader('Content-Type', 'application/json');
      if (url.pathname === '/api/v1/search') {
        const found = url.searchParams.get('query')?.includes('a@staging.example');
        return response.end(JSON.stringify({ messages: found ? [{ ID: 'm1' }] : [] }));
      }
      response.end(JSON.stringify({ Subject: 'Tu código de acceso', Text: 'tu código para ingresar al portal es 4821.' }));
    });
    await new Promise((resolve) => mailpit.listen(0, '127.0.0.1', resolve));
    const harness = await startHarness({
      auth: 'http://127.0.0.1:9/api/',
      mail: { mailpit: `http://127.0.0.1:${mailpit.address().port}` },
    });
    try {
      expect(await latest(harness, 'a@staging.example', 'código')).toEqual({
        status: 200,
        body: { to: 'a@staging.example', subject: 'Tu código de acceso', code: '4821', wrongCode: '0000', link: null, token: null },
      });
      expect(asked[0]).toContain(encodeURIComponent('to:"a@staging.example" subject:"código"').replaceAll('%20', '+'));
    } finally {
      await harness.close();
      mailpit.close();
    }
  });

  it("runs a team's command with the address and the subject's words, and reads its JSON", async () => {
    const command = `printf '{"subject":"Restablecé tu contraseña","text":"para %s: https://portal.example/restablecer?token=t0k"}' "$1"`;
    const harness = await startHarness({ auth: 'http://127.0.0.1:9/api/', mail: { command } });
    try {
      const { status, body } = await latest(harness, 'b@staging.example', 'contraseña');
      expect(status).toBe(200);
      expect(body).toMatchObject({ subject: 'Restablecé tu contraseña', token: 't0k' });
    } finally {
      await harness.close();
    }
  });
});
