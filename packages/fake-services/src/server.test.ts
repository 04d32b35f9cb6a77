import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RESIDENT } from './seed';
import { type FakeServer, KEEP_ALIVE, PortBusyError, startFakeServer, TENANT_HEADER } from './server';

let server: FakeServer;

beforeAll(async () => {
  server = await startFakeServer({ port: 0, printMail: false, portalOrigin: 'http://127.0.0.1:5173' });
});
afterAll(() => server.close());

describe('the HTTP server', () => {
  it('answers a CORS preflight from the portal with 204', async () => {
    const answer = await fetch(`${server.config.auth}userprofile/`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:5173');
    expect(answer.headers.get('Access-Control-Allow-Methods')).toContain('PATCH');
    expect(answer.headers.get('Access-Control-Allow-Headers')).toBe('Authorization, Content-Type, Accept, X-Fake-Tenant');
  });

  it('does not allow a foreign origin', async () => {
    const answer = await fetch(`${server.config.auth}locations/`, { headers: { Origin: 'https://evil.example' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('serves the services and the mailbox over HTTP', async () => {
    const login = await fetch(`${server.config.auth}login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:4173' },
      body: JSON.stringify({ username: String(DEMO_RESIDENT.dni), password: DEMO_RESIDENT.password }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:4173');

    const mailbox = (await (await fetch(`${server.url}/__dev/mailbox`)).json()) as Array<{ to: string; code: string }>;
    expect(mailbox.at(-1)).toMatchObject({ to: DEMO_RESIDENT.email, code: expect.stringMatching(/^\d{4}$/) });

    const data = new FormData();
    for (const [key, value] of Object.entries({
      nombre: 'María',
      apellido: 'Fernández',
      correo: 'vecina@example.com',
      tmovil: '2914567890',
      titulo: 'Problema',
      dni: '30123456',
      descripcion: 'Prueba',
      cp: '8000',
      calle_id: '937',
      altura: '65',
      categoria_id: '23',
      subcategoria_id: '154',
    })) {
      data.append(key, value);
    }
    const incident = await fetch(`${server.config.incidents}api/solicitud`, { method: 'POST', body: data });
    expect(await incident.json()).toEqual({ nro_reclamo: 250001 });
    expect((await fetch(`${server.url}/no/existe`)).status).toBe(404);
  });

  it("keeps each tenant's mail and faults apart from the others and from the default state", async () => {
    const signIn = (tenant?: string) =>
      fetch(`${server.config.auth}login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(tenant ? { [TENANT_HEADER]: tenant } : {}) },
        body: JSON.stringify({ username: String(DEMO_RESIDENT.dni), password: DEMO_RESIDENT.password }),
      });
    const mailbox = async (tenant?: string) =>
      (await (await fetch(`${server.url}/__dev/mailbox`, { headers: tenant ? { [TENANT_HEADER]: tenant } : {} })).json()) as unknown[];
    await fetch(`${server.url}/__dev/reset`, { method: 'POST' });

    await fetch(`${server.url}/__dev/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [TENANT_HEADER]: 'w1' },
      body: JSON.stringify({ service: 'auth', mode: 'fail' }),
    });
    expect((await signIn('w1')).status).toBe(500);
    expect((await signIn('w2')).status).toBe(200);
    expect((await signIn()).status).toBe(200);

    expect(await mailbox('w1')).toHaveLength(0);
    expect(await mailbox('w2')).toHaveLength(1);
    expect(server.state.mailbox).toHaveLength(1);
    // A malformed tenant name is no tenant: the default state answers.
    expect(await mailbox('../w2')).toHaveLength(1);
    expect((await signIn('../w2')).status).toBe(200);
    expect(server.state.mailbox).toHaveLength(2);
  });

  it("answers the developer controls' CORS for the portal's origin alone, where the services allow any local one", async () => {
    const portal = await fetch(`${server.url}/__dev/mailbox`, { headers: { Origin: 'http://127.0.0.1:5173' } });
    expect(portal.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:5173');
    for (const origin of ['http://localhost:4173', 'http://127.0.0.1:8080', 'https://evil.example']) {
      const mailbox = await fetch(`${server.url}/__dev/mailbox`, { headers: { Origin: origin } });
      expect(mailbox.headers.get('Access-Control-Allow-Origin')).toBeNull();
      const preflight = await fetch(`${server.url}/__dev/reset`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    }
    const services = await fetch(`${server.config.auth}locations/`, { headers: { Origin: 'http://localhost:4173' } });
    expect(services.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:4173');
    // A 429's Retry-After is readable by the portal's page.
    expect(services.headers.get('Access-Control-Expose-Headers')).toBe('Retry-After');
  });

  it("refuses the developer controls to a request whose Host is not the server's own address (DNS rebinding)", async () => {
    const get = (path: string, host: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const call = httpRequest({ host: '127.0.0.1', port: server.port, path, headers: { Host: host } }, (answer) => {
          let body = '';
          answer.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
        });
        call.on('error', reject);
        call.end();
      });
    for (const path of ['/__dev/mailbox', '/auth/../__dev/mailbox', '/auth/%2e%2e/__dev/mailbox']) {
      const rebound = await get(path, `rebind.example:${server.port}`);
      expect(rebound.status, path).toBe(403);
      expect(rebound.body).not.toContain('@');
    }
    expect((await get('/__dev/mailbox', `127.0.0.1:${server.port}`)).status).toBe(200);
    expect((await get('/__dev/mailbox', `localhost:${server.port}`)).status).toBe(200);
    // The services themselves answer whatever the Host.
    expect((await get('/auth/locations/', `rebind.example:${server.port}`)).status).toBe(200);
  });

  it('judges the developer controls on the path whatever its case or encoding: every spelling is refused to a foreign Host or Origin', async () => {
    const get = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const call = httpRequest({ host: '127.0.0.1', port: server.port, path, headers }, (answer) => {
          let body = '';
          answer.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
        });
        call.on('error', reject);
        call.end();
      });
    const own = `127.0.0.1:${server.port}`;
    const spellings = [
      '/__DEV/mailbox',
      '/__Dev/Mailbox',
      '/%5F%5Fdev/mailbox',
      '/%5f%5fDEV/mailbox',
      '/__d%65v/mailbox',
      '/%255F%255Fdev/mailbox',
      '//__dev//mailbox',
      '/auth//..//__DEV/mailbox',
      '/./__dev/./mailbox',
      '/auth/%2E%2E/%5F_dev/mailbox',
      '/__dev%2Fmailbox',
      '/__dev',
    ];
    for (const path of spellings) {
      const rebound = await get(path, { Host: `rebind.example:${server.port}` });
      expect(rebound.status, `${path} with a foreign Host`).toBe(403);
      expect(rebound.body).not.toContain('@');
      for (const origin of ['https://evil.example', 'http://localhost:4173']) {
        const foreign = await get(path, { Host: own, Origin: origin });
        expect(foreign.status, `${path} from ${origin}`).toBe(403);
        expect(foreign.body).not.toContain('@');
      }
    }
    // The portal's own page and a caller without an Origin (a test, curl) still reach them.
    expect((await get('/__dev/mailbox', { Host: own, Origin: 'http://127.0.0.1:5173' })).status).toBe(200);
    expect((await get('/__dev/mailbox', { Host: own })).status).toBe(200);
  });

  it('marks every answer carrying a name, a code or a token not to be stored: the dev answers, the hand-off page, the provider page', async () => {
    await fetch(`${server.config.auth}passwordreset/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'vecina@example.com' }),
    });
    const devAnswers = [
      await fetch(`${server.url}/__dev/mailbox`),
      await fetch(`${server.url}/__dev/contract`),
      await fetch(`${server.url}/__dev/clock`, { method: 'POST', body: JSON.stringify({ advanceMs: 1 }) }),
      await fetch(`${server.url}/__dev/faults`, { method: 'POST', body: '{}' }),
      await fetch(`${server.url}/__dev/config`, { method: 'POST', body: '{}' }),
      await fetch(`${server.url}/__dev/reset`, { method: 'POST' }),
      await fetch(`${server.url}/__DEV/mailbox`, { headers: { Origin: 'https://evil.example' } }),
    ];
    for (const answer of devAnswers) expect(answer.headers.get('Cache-Control'), answer.url).toBe('no-store');
    const { access } = server.state.signIn(DEMO_RESIDENT.dni);
    const { alpha } = (await (
      await fetch(`${server.config.auth}newalpha/`, { headers: { Authorization: `Bearer ${access}` } })
    ).json()) as {
      alpha: string;
    };
    const handoff = await fetch(`${server.config.handoff.habilitaciones}/login/${alpha}`);
    expect(handoff.status).toBe(200);
    expect(handoff.headers.get('Cache-Control')).toBe('no-store');
    const refused = await fetch(`${server.config.handoff.habilitaciones}/login/${alpha}`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    const provider = await fetch(
      `${server.config.auth}afiplogin/?${new URLSearchParams({ code_challenge: 'Akh4x5WRmxyETIpvfyK2KnVWf45qH4PtZVmICgUY-ec', code_challenge_method: 'S256' })}`,
    );
    expect(provider.status).toBe(200);
    expect(await provider.text()).toContain('code=');
    expect(provider.headers.get('Cache-Control')).toBe('no-store');
  });

  it("answers the browser's favicon request with an icon, not a 404", async () => {
    const icon = await fetch(`${server.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await icon.text()).toMatch(/^<svg /);
  });

  it('refuses to start on a busy port with a clear Spanish message', async () => {
    await expect(startFakeServer({ port: server.port, printMail: false })).rejects.toThrow(PortBusyError);
    await expect(startFakeServer({ port: server.port, printMail: false })).rejects.toThrow(`El puerto ${server.port} está ocupado`);
  });
});

describe('idle keep-alive connections', () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** One read of the fake mailbox on `agent`: whether it went out on a reused socket, and the hint. */
  function call(agent: Agent): Promise<{ status: number; reused: boolean; hint: string | undefined }> {
    return new Promise((resolve, reject) => {
      const sent = httpRequest(`${server.url}/__dev/mailbox`, { agent }, (answer) => {
        answer.resume();
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, reused: sent.reusedSocket, hint: answer.headers['keep-alive']?.toString() }),
        );
      });
      sent.on('error', reject);
      sent.end();
    });
  }

  /**
   * Playwright's request context's agent, as it makes it: with no `timeout` of its own, Node's
   * agent ignores the server's `Keep-Alive: timeout=` hint and reuses an idle socket for ever.
   * Against Node's default server (closed after 5 s) its call sent about then was lost with
   * "socket hang up" when the test's process read the close late.
   */
  const playwrightsAgent = () => new Agent({ keepAlive: true, maxSockets: 1 });

  it('advertises a much shorter idle time than it keeps', async () => {
    const agent = new Agent({ keepAlive: true });
    const { hint } = await call(agent);
    agent.destroy();
    expect(hint).toBe(`timeout=${KEEP_ALIVE.advertisedSeconds}`);
    expect(KEEP_ALIVE.heldMs - KEEP_ALIVE.advertisedSeconds * 1000).toBeGreaterThanOrEqual(50_000);
  });

  it("answers a second call on the same socket whatever the gap around Node's 5 s default", async () => {
    const gaps = [4_800, 4_950, 5_000, 5_050, 5_200, 6_000];
    const outcomes = await Promise.all(
      gaps.map(async (gap) => {
        const agent = playwrightsAgent();
        try {
          const first = await call(agent);
          await sleep(gap);
          const second = await call(agent).catch((error: Error) => ({ status: 0, reused: false, error: error.message }));
          return { gap, first: first.status, second };
        } finally {
          agent.destroy();
        }
      }),
    );
    expect(outcomes).toEqual(gaps.map((gap) => ({ gap, first: 200, second: expect.objectContaining({ status: 200, reused: true }) })));
  }, 15_000);
});

describe("the DNI check's limit by the caller's address (R12)", () => {
  it('counts by the connection, whatever client header the request carries', async () => {
    const headers = { [TENANT_HEADER]: 'checkuser', 'Content-Type': 'application/json' };
    const check = (client: string) =>
      fetch(`${server.config.auth}checkuser/`, {
        method: 'POST',
        headers: { ...headers, 'X-Fake-Client': client },
        body: JSON.stringify({ dni: '35111222' }),
      });
    const statuses: number[] = [];
    for (let call = 0; call < 11; call += 1) statuses.push((await check(`10.0.0.${call}`)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('the HTTP server checking its answers against the contract (the browser tests’ FAKE_CHECK_CONTRACT)', () => {
  let checking: FakeServer;
  beforeAll(async () => {
    checking = await startFakeServer({ port: 0, printMail: false, checkContract: true });
  });
  afterAll(() => checking.close());

  const report = async (tenant: string) =>
    (await (await fetch(`${checking.url}/__dev/contract`, { headers: { [TENANT_HEADER]: tenant } })).json()) as {
      checking: boolean;
      violations: string[];
    };

  it('keeps each world’s answers outside the contract until its reset, and sends no service tag', async () => {
    const headers = { [TENANT_HEADER]: 'contract' };
    const login = await fetch(`${checking.config.auth}login/`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: String(DEMO_RESIDENT.dni), password: 'equivocada' }),
    });
    expect(login.status).toBe(400);
    expect(login.headers.get('X-Fake-Service')).toBeNull();
    expect(await report('contract')).toEqual({ checking: true, violations: [] });

    // A provider page answers 200; a licence stored without its fields answers outside the contract.
    const challenge = 'A'.repeat(43);
    const page = await fetch(`${checking.config.auth}afiplogin/?code_challenge=${challenge}&code_challenge_method=S256`, { headers });
    expect(page.status).toBe(200);
    expect((await report('contract')).violations).toEqual([]);
    checking.state.licences.set(String(DEMO_RESIDENT.dni), { fecha_vencimiento: '2030-01-01' } as never);
    const { access } = checking.state.signIn(DEMO_RESIDENT.dni);
    await fetch(`${checking.config.municipal}licencias_de_conducir/vencimientos/${DEMO_RESIDENT.dni}`, {
      headers: { Authorization: `Bearer ${access}` },
    });
    const [violation, ...more] = (await report('')).violations;
    expect(more).toEqual([]);
    expect(violation).toContain(`GET /municipal/licencias_de_conducir/vencimientos/${DEMO_RESIDENT.dni} → 200 (licence): `);
    expect(violation).toContain("must have required property 'tramite'");
    await fetch(`${checking.url}/__dev/reset`, { method: 'POST' });
    expect(await report('')).toEqual({ checking: true, violations: [] });
  });

  it('says when it does not check', async () => {
    expect(await (await fetch(`${server.url}/__dev/contract`)).json()).toEqual({ checking: false, violations: [] });
  });
});
