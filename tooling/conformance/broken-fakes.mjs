// Fakes deliberately broken for one requirement each (the old unsafe behaviours), for the tests
// that show each workflow failing: a proxy in front of the fake server that changes one kind of
// answer while that requirement's workflow runs, and forwards everything else untouched. A break
// is the function that answers instead, or {answer, start}: `start` sets the fake server up as
// the workflow begins (its /__dev/config), for a behaviour no single answer shows.
import { createServer } from 'node:http';
import { NEW_RESIDENT } from '@portal/fake-services';

const VERIFIER = 'conformance-verifier-of-the-tab-that-began-the-sign-in';

const json = (body, status = 200) => Response.json(body, { status });

/** A JSON POST to the fakes, as a break sends one of its own. */
const postJson = (url, body) =>
  new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const isProviderReturn = (request, path) => request.method === 'POST' && /\/[a-z]+redirect\/$/.test(path);

/** The fake server's configuration changed as a workflow begins. */
const configure = (body) => async (fakes) => {
  const answer = await fetch(new URL('/__dev/config', fakes), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`the fakes' config answered ${answer.status}`);
};

/** A session's longest life when none is wanted: ten years. */
const FOREVER_SECONDS = 10 * 365 * 24 * 3600;

/** What each broken fake does instead: null forwards the request as it is. */
export const BREAKS = {
  // An answer without a bearer.
  R1: async ({ request, path }) =>
    path.startsWith('/municipal/') && !request.headers.get('authorization') ? json({ detail: 'Respondido sin token.' }) : null,
  // The lock never comes: the fifth wrong code is answered as the others.
  R2: async ({ request, path, forward }) => {
    if (!path.endsWith('/doublefactor/')) return null;
    const answer = await forward(request);
    return answer.status === 403 ? json({ detail: 'El código ingresado es incorrecto.', pin_error: true }, 400) : answer;
  },
  // A code without its ticket is accepted (the latest sign-in's ticket is filled in).
  R3: async ({ request, path, forward, memory }) => {
    if (path.endsWith('/login/')) {
      const body = await request.clone().json();
      const answer = await forward(request);
      const ticket = (await answer.clone().json()).ticket;
      if (ticket) memory.set(`ticket:${body.username}`, ticket);
      return answer;
    }
    if (!path.endsWith('/doublefactor/')) return null;
    const body = await request.json();
    if (!body.ticket) body.ticket = memory.get(`ticket:${body.username}`);
    return forward(new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(body) }));
  },
  // logout/ revokes nothing.
  R4: async ({ path }) => (path.endsWith('/logout/') ? json({ detail: 'Sesión cerrada.' }) : null),
  // A reused refresh token gets its old answer again, however late: the family lives on.
  R5: async ({ request, path, forward, memory }) => {
    if (!path.endsWith('/refreshtoken/')) return null;
    const { refresh } = await request.clone().json();
    const kept = memory.get(`refresh:${refresh}`);
    if (kept) return json(kept);
    const answer = await forward(request);
    if (answer.ok) memory.set(`refresh:${refresh}`, await answer.clone().json());
    return answer;
  },
  // No 429: every mail-sending call is answered as sent.
  R6: async ({ request, forward }) => {
    const answer = await forward(request);
    return answer.status === 429
      ? json({ detail: 'Si el correo corresponde a una cuenta, te enviamos las instrucciones para recuperarla.' })
      : answer;
  },
  // A provider return completed without the verifier (the service fills in the one it expects).
  R7: async ({ request, path, forward }) => {
    if (!isProviderReturn(request, path)) return null;
    const body = await request.json();
    body.code_verifier ??= VERIFIER;
    return forward(new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(body) }));
  },
  // A 7-character password accepted.
  R8: async ({ request, path }) => {
    if (!path.endsWith('/passwordreset/confirm/')) return null;
    const { password } = await request.clone().json();
    return [...password.normalize('NFC')].length < 8 ? json({ detail: 'Contraseña actualizada.' }) : null;
  },
  // A DNI that changes: the call is saved, its dni dropped silently.
  R9: async ({ request, path, forward }) => {
    if (request.method !== 'PATCH' || !/\/customuser\/\d+\/$/.test(path)) return null;
    const form = await request.formData();
    const dni = form.get('dni');
    form.delete('dni');
    const answer = await forward(
      new Request(request.url, { method: 'PATCH', headers: { authorization: request.headers.get('authorization') ?? '' }, body: form }),
    );
    if (!answer.ok) return answer;
    return json({ ...(await answer.json()), dni: Number(dni) });
  },
  // An e-mail changed with a bare token: the service does not ask for the password.
  R10: async ({ request, path, forward }) => {
    if (request.method !== 'PATCH' || !/\/customuser\/\d+\/$/.test(path)) return null;
    const form = await request.formData();
    if (!form.get('current_password')) form.set('current_password', NEW_RESIDENT.password);
    return forward(
      new Request(request.url, { method: 'PATCH', headers: { authorization: request.headers.get('authorization') ?? '' }, body: form }),
    );
  },
  // A level-1 token given a licence (and claims): the host ignores the level.
  R11: async ({ request, path, forward }) => {
    if (!path.startsWith('/municipal/')) return null;
    const answer = await forward(request);
    if (answer.status !== 403 || (await answer.clone().json()).reason !== 'level') return answer;
    return json(path.includes('/cav/') ? [] : { detail: 'Respondido a un token de nivel 1.' });
  },
  // The old behaviour: the claimed account is closed on sight. A return that would ask is
  // answered 'No la reconozco' at once, with the return's own verifier.
  R12: async ({ request, path, forward }) => {
    if (!isProviderReturn(request, path) || request.headers.get('authorization')) return null;
    const { code_verifier } = await request.clone().json();
    const answer = await forward(request);
    const pending = answer.ok ? (await answer.clone().json()).link : undefined;
    if (!pending) return answer;
    return forward(
      postJson(new URL(path.replace(/[a-z]+redirect\/$/, 'providerlink/decline/'), request.url), { ticket: pending.ticket, code_verifier }),
    );
  },
  // An e-mail change confirmed after a password reset: the reset cancels nothing pending.
  R13: async ({ request, path, forward, memory }) => {
    const answer = await forward(request);
    if (path.endsWith('/passwordreset/confirm/') && answer.ok) memory.set('reset', true);
    if (path.endsWith('/emailchange/confirm/') && answer.status === 400 && memory.get('reset')) {
      return json({ detail: 'Confirmamos tu nuevo e-mail.', email: 'cambiado@example.com' });
    }
    return answer;
  },
  // A session that never ends: an idle family is refreshed as any other.
  R14: async ({ request, path, forward }) => {
    if (!path.endsWith('/refreshtoken/')) return null;
    const answer = await forward(request);
    return answer.status === 400
      ? json({ access: 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln', refresh: 'eyJhbGciOiJIUzI1NiJ9.e30.cmVmcmVzaA' })
      : answer;
  },
  // No daily limit: the 10th wrong code of the day is refused like any other.
  R15: async ({ request, path, forward }) => {
    if (!path.endsWith('/doublefactor/')) return null;
    const answer = await forward(request);
    if (answer.status !== 403 || (await answer.clone().json()).reason !== 'code_step_closed') return answer;
    return json({ detail: 'El código ingresado es incorrecto.', pin_error: true }, 400);
  },
  // A link without the account's password and code: the service completes the choice itself
  // (the password the linker registered with, the code it mailed) for any code sent.
  R17: async ({ request, path, forward, memory }) => {
    if (request.method === 'POST' && path.endsWith('/customuser/')) {
      const form = await request.clone().formData();
      const answer = await forward(request);
      if (answer.status === 201) memory.set('linker', { email: form.get('email'), password: form.get('password') });
      return answer;
    }
    if (!path.endsWith('/providerlink/doublefactor/') || !memory.get('linker')) return null;
    const { email, password } = memory.get('linker');
    const body = await request.json();
    await forward(postJson(new URL(path.replace(/doublefactor\/$/, 'login/'), request.url), { ...body, code: undefined, password }));
    const mailbox = await (await forward(new Request(new URL('/__dev/mailbox', request.url)))).json();
    const code = mailbox.filter((mail) => mail.to === email && mail.code).at(-1)?.code;
    return forward(postJson(request.url, { ...body, code }));
  },
  // Answers a browser may keep: no Cache-Control.
  R16: async ({ request, forward }) => {
    const answer = await forward(request);
    const headers = new Headers(answer.headers);
    headers.delete('cache-control');
    return new Response(await answer.arrayBuffer(), { status: answer.status, headers });
  },
};

/**
 * More breaks, for what a requirement's first break hides (its workflow stops at the first step
 * that fails) or for a part of it the first does not reach: run on their own.
 */
export const MORE_BREAKS = {
  // The bearer ignored on a provider return: a verification signs in to the identity's account.
  R11: async ({ request, path, forward }) => {
    if (!isProviderReturn(request, path) || !request.headers.get('authorization')) return null;
    const headers = new Headers(request.headers);
    headers.delete('authorization');
    return forward(new Request(request.url, { method: 'POST', headers, body: await request.text() }));
  },
  // An unlimited customuser/ beside a limited checkuser/: a registration past the budget is
  // answered like the others ('ya está registrado' for a taken DNI), so it keeps telling taken
  // DNIs from free ones.
  R12: async ({ request, path, forward }) => {
    if (request.method !== 'POST' || !path.endsWith('/customuser/')) return null;
    const answer = await forward(request);
    return answer.status === 429 ? json({ detail: 'El documento ya está registrado: iniciá sesión' }, 400) : answer;
  },
  // logout/ ends the session's tokens but not the alphas it minted: one is redeemed after it.
  R4: async ({ request, path, forward, memory }) => {
    if (path.endsWith('/newalpha/')) {
      const answer = await forward(request);
      if (answer.ok) memory.set(`alpha:${(await answer.clone().json()).alpha}`, true);
      return answer;
    }
    const alpha = path.match(/\/login\/([A-Za-z0-9]+)$/)?.[1];
    if (request.method !== 'GET' || !alpha || !memory.get(`alpha:${alpha}`)) return null;
    const answer = await forward(request);
    memory.delete(`alpha:${alpha}`);
    return answer.status === 401
      ? new Response('<!doctype html><p>Ingresaste.</p>', { status: 200, headers: { 'content-type': 'text/html' } })
      : answer;
  },
  // logoutall/ only answers: nothing is revoked or cancelled.
  R13: async ({ path }) => (path.endsWith('/logoutall/') ? json({ detail: 'Cerramos tu sesión en todos los dispositivos.' }) : null),
  // A hand-off page a browser may keep, with the resident's name and the alpha: no Cache-Control.
  R16: async ({ request, path, forward }) => {
    if (request.method !== 'GET' || !/\/login\/[A-Za-z0-9]+$/.test(path)) return null;
    const answer = await forward(request);
    const headers = new Headers(answer.headers);
    headers.delete('cache-control');
    return new Response(await answer.arrayBuffer(), { status: answer.status, headers });
  },
  // A family refreshed within the idle limit lives for ever: no longest life.
  R14: { start: configure({ sessionMaxSeconds: FOREVER_SECONDS }) },
  // An older session renewed at level 2 after a link: a refused refresh is answered a pair.
  R17: async ({ request, path, forward }) => {
    if (!path.endsWith('/refreshtoken/')) return null;
    const answer = await forward(request);
    return answer.status === 400
      ? json({ access: 'eyJhbGciOiJIUzI1NiJ9.eyJsZXZlbCI6Mn0.c2ln', refresh: 'eyJhbGciOiJIUzI1NiJ9.eyJsZXZlbCI6Mn0.cmVmcmVzaA' })
      : answer;
  },
};

/**
 * A third round, for a part of a requirement that the breaks of both rounds before stop short of:
 * R11's first break stops at the host's licence, its second is the verification's.
 */
export const FURTHER_BREAKS = {
  // newalpha/ mints an alpha for any bearer: a level-1 account is handed off as the DNI it only claims.
  R11: async ({ path, forward, request }) => {
    if (!path.endsWith('/newalpha/')) return null;
    const answer = await forward(request);
    if (answer.status !== 403 || (await answer.clone().json()).reason !== 'level') return answer;
    return json({ alpha: 'MintedForALevelOneToken1' });
  },
};

/**
 * A fourth round, for parts the rounds before leave unbroken: R12's limit workflow mixes checkuser/
 * and customuser/, so an unlimited customuser/ (MORE_BREAKS) no longer shows an unlimited
 * checkuser/ on its own; R11's third break stops at the hand-off, before the verification ends
 * the verifying session.
 */
export const FOURTH_BREAKS = {
  // An unlimited checkuser/ beside a limited customuser/: a DNI check past the budget is answered
  // like the others ('ya está registrado' for a taken DNI), so it keeps telling taken DNIs apart.
  R12: async ({ request, path, forward }) => {
    if (request.method !== 'POST' || !path.endsWith('/checkuser/')) return null;
    const answer = await forward(request);
    return answer.status === 429 ? json({ detail: 'El documento ya está registrado: iniciá sesión' }, 400) : answer;
  },
  // A verification that leaves the older sessions alive: after one, a refused refresh is renewed.
  R11: async ({ request, path, forward, memory }) => {
    if (isProviderReturn(request, path) && request.headers.get('authorization')) {
      const answer = await forward(request);
      if (answer.ok) memory.set('verified', true);
      return answer;
    }
    if (!path.endsWith('/refreshtoken/') || !memory.get('verified')) return null;
    const answer = await forward(request);
    return answer.status === 400
      ? json({ access: 'eyJhbGciOiJIUzI1NiJ9.eyJsZXZlbCI6MX0.c2ln', refresh: 'eyJhbGciOiJIUzI1NiJ9.eyJsZXZlbCI6MX0.cmVmcmVzaA' })
      : answer;
  },
};

/**
 * Breaks of the undo of a confirmed e-mail change (R13's workflows R13-undo and R13-undo-level2),
 * each in a run of its own: the old service without the undo, one whose reset or logoutall/ kills
 * the undo link, and one that lets the replaced mailbox alone take back a level-2 account.
 */
export const UNDO_BREAKS = {
  // A confirmed change cannot be undone: the service has no undo (404).
  withoutUndo: { R13: async ({ path }) => (path.endsWith('/emailchange/undo/') ? json({ detail: 'No encontrado.' }, 404) : null) },
  // A password reset or logoutall/ cancels the undo link with the rest of what is pending.
  resetKillsUndo: {
    R13: async ({ request, path, forward, memory }) => {
      if (path.endsWith('/emailchange/undo/') && memory.get('reset')) {
        return json({ detail: 'El enlace para deshacer el cambio de e-mail no es válido, ya fue usado o venció.' }, 400);
      }
      const answer = await forward(request);
      if ((path.endsWith('/passwordreset/confirm/') || path.endsWith('/logoutall/')) && answer.ok) memory.set('reset', true);
      return answer;
    },
  },
  // A level-2 account undone without a provider: the 403 answered as an undo.
  undoWithoutProvider: {
    R13: async ({ request, path, forward }) => {
      if (!path.endsWith('/emailchange/undo/')) return null;
      const answer = await forward(request);
      if (answer.status !== 403 || (await answer.clone().json()).reason !== 'provider_required') return answer;
      return json({ detail: 'Deshicimos el cambio de e-mail.' });
    },
  },
};

/**
 * A proxy in front of the fake server at `fakes`; `breaking(id)` chooses which requirement's
 * break of `breaks` applies (the harness tells it as each workflow starts).
 */
export async function startBrokenFakes(fakes, breaks = BREAKS) {
  let current = null;
  const memory = new Map();
  const forward = (request) => {
    const url = new URL(request.url);
    // A body rewritten by a break has another length: fetch sets it again.
    const headers = new Headers(request.headers);
    headers.delete('content-length');
    return fetch(new URL(url.pathname + url.search, fakes), {
      method: request.method,
      headers,
      body: ['GET', 'HEAD'].includes(request.method) ? undefined : request.body,
      duplex: 'half',
    });
  };
  const server = createServer(async (incoming, outgoing) => {
    try {
      const chunks = [];
      for await (const chunk of incoming) chunks.push(chunk);
      const body = Buffer.concat(chunks);
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers))
        if (name !== 'host' && typeof value === 'string') headers.set(name, value);
      const request = new Request(new URL(incoming.url ?? '/', 'http://broken.invalid'), {
        method: incoming.method,
        headers,
        body: ['GET', 'HEAD'].includes(incoming.method ?? 'GET') ? undefined : body,
      });
      const path = new URL(request.url).pathname;
      const answerInstead = current ? (breaks[current]?.answer ?? breaks[current]) : undefined;
      const broken = typeof answerInstead === 'function' ? await answerInstead({ request: request.clone(), path, forward, memory }) : null;
      const answer = broken ?? (await forward(request));
      const out = {};
      answer.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) out[name] = value;
      });
      const bytes = Buffer.from(await answer.arrayBuffer());
      outgoing.writeHead(answer.status, { ...out, 'content-length': String(bytes.length) });
      outgoing.end(bytes);
    } catch (error) {
      outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ detail: `broken fakes: ${error.message}` }));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    async breaking(id) {
      current = id;
      memory.clear();
      await breaks[id]?.start?.(fakes);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
