// The harness: what the workflows need that no call of the service gives, as a small HTTP API
// (packages/api-client/conformance/harness.openapi.yaml): the latest mail to an address (its code,
// link and the link's token), the state and code a provider page carries back, what a hand-off
// site's page does with an alpha, and time passing.
// Each comes from the source the service team configures: the fake services' own controls, a
// Mailpit-compatible mail catcher, or a command that prints the latest mail as JSON.
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';

const json = (response, status, body) => {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
};

/** The mail's code (4 digits), its first link and that link's `token`, from its text when no field gives them. */
export function readMail(mail) {
  const text = `${mail.text ?? ''}`;
  const code = mail.code ?? text.match(/\b(\d{4})\b/)?.[1] ?? null;
  const link = mail.link ?? text.match(/https?:\/\/[^\s"'<>]+/)?.[0] ?? null;
  let token = null;
  if (link) {
    try {
      token = new URL(link).searchParams.get('token');
    } catch {
      token = null;
    }
  }
  // A code the workflows may send as a wrong one: any 4 digits but the mailed code.
  const wrongCode = code === '0000' ? '1111' : '0000';
  return { to: mail.to, subject: mail.subject, code, wrongCode, link, token };
}

const matches = (mail, to, subject) =>
  `${mail.to}`.toLowerCase() === to.toLowerCase() && (!subject || `${mail.subject}`.toLowerCase().includes(subject.toLowerCase()));

/** The fake services' mailbox: every mail, oldest first. */
function fakesMailbox(fakes) {
  return async (to, subject) => {
    const mails = await (await fetch(new URL('/__dev/mailbox', fakes))).json();
    const found = mails.filter((mail) => matches(mail, to, subject)).at(-1);
    return found ? readMail(found) : null;
  };
}

/** Mailpit's API (and catchers that copy it): the newest message to the address, then its text. */
function mailpitMailbox(base) {
  return async (to, subject) => {
    const query = [`to:"${to}"`, subject ? `subject:"${subject}"` : ''].filter(Boolean).join(' ');
    const search = await fetch(new URL(`/api/v1/search?${new URLSearchParams({ query, limit: '1' })}`, base));
    if (!search.ok) throw new Error(`Mailpit answered ${search.status} to the search`);
    const [first] = (await search.json()).messages ?? [];
    if (!first) return null;
    const message = await (await fetch(new URL(`/api/v1/message/${encodeURIComponent(first.ID)}`, base))).json();
    return readMail({ to, subject: message.Subject, text: message.Text ?? '' });
  };
}

/** A command given the address and the subject's words, printing the mail as JSON ({subject, text, code?, link?}) or nothing. */
function commandMailbox(command) {
  return (to, subject) =>
    new Promise((resolve, reject) => {
      execFile('sh', ['-c', command, 'mailbox', to, subject ?? ''], { timeout: 20_000 }, (error, stdout) => {
        if (error) return reject(error);
        const text = stdout.trim();
        resolve(text ? readMail({ to, ...JSON.parse(text) }) : null);
      });
    });
}

function mailboxFor(mail) {
  if (mail?.fakes) return fakesMailbox(mail.fakes);
  if (mail?.mailpit) return mailpitMailbox(mail.mailpit);
  if (mail?.command) return commandMailbox(mail.command);
  return null;
}

/** The state and code of the fake provider page's button for `dni` (the first button when none names it). */
export function readProviderPage(html, dni) {
  const buttons = [...html.matchAll(/<a class="button" href="([^"]+)">([^<]*)<\/a>/g)].map(([, href, text]) => ({
    href: href.replaceAll('&amp;', '&'),
    text,
  }));
  const chosen = buttons.find((button) => dni && button.text.includes(`(DNI ${dni})`)) ?? buttons[0];
  if (!chosen) return null;
  const query = new URL(chosen.href).searchParams;
  return { state: query.get('state'), code: query.get('code') };
}

/**
 * Serves the harness for one service. `service.fakes` (the fake server's address) gives the
 * provider pages and a clock that moves at once; otherwise time passes for real.
 */
export async function startHarness(service, { onStart } = {}) {
  const mailbox = mailboxFor(service.mail ?? (service.fakes ? { fakes: service.fakes } : null));
  const server = createServer((request, response) => {
    handle(request, response).catch((error) => json(response, 502, { detail: `harness: ${error.message}` }));
  });
  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://harness.invalid');
    const query = url.searchParams;
    if (request.method === 'GET' && url.pathname === '/mail/latest') {
      if (!mailbox) return json(response, 501, { detail: 'No mail source configured for this service.' });
      const to = query.get('to') ?? '';
      const subject = query.get('subject') ?? '';
      // A mail catcher may receive a message a moment after the call that sent it.
      for (let attempt = 0; attempt < (service.fakes ? 1 : 10); attempt += 1) {
        const found = await mailbox(to, subject);
        if (found) return json(response, 200, found);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      return json(response, 404, { detail: `No mail to ${to}${subject ? ` about "${subject}"` : ''}.` });
    }
    const start = url.pathname.match(/^\/requirement\/([A-Za-z0-9]+)\/start$/);
    if (request.method === 'POST' && start) {
      // The fakes start each requirement from their seed: one requirement's lock or mail limit
      // must not decide another's. A real service is left as it is.
      if (service.fakes) {
        const reset = await fetch(new URL('/__dev/reset', service.fakes), { method: 'POST' });
        if (!reset.ok) throw new Error(`the fakes' reset answered ${reset.status}`);
      }
      await onStart?.(start[1]);
      return json(response, 200, { started: start[1] });
    }
    const alpha = url.pathname.match(/^\/handoff\/([^/]+)$/);
    if (request.method === 'GET' && alpha) {
      // The portal's first hand-off site (services.json's `handoff`): the page a resident's navigation opens.
      const site = Object.values(service.handoff ?? {})[0];
      if (!site) return json(response, 501, { detail: 'No hand-off site configured (handoff in services.json).' });
      const page = await fetch(`${site.replace(/\/+$/, '')}/login/${alpha[1]}`, { redirect: 'manual' });
      await page.arrayBuffer();
      return json(response, 200, { status: page.status, redeemed: page.status === 200, cacheControl: page.headers.get('cache-control') });
    }
    const providerPath = url.pathname.match(/^\/provider\/([a-z]+)\/return$/);
    if (request.method === 'GET' && providerPath) {
      if (!service.fakes) return json(response, 501, { detail: 'Provider pages can be read only on the fake services.' });
      const start = new URL(`${providerPath[1]}login/`, service.auth);
      start.search = new URLSearchParams({ code_challenge: query.get('code_challenge') ?? '', code_challenge_method: 'S256' }).toString();
      const page = await fetch(start);
      const found = page.ok ? readProviderPage(await page.text(), query.get('dni')) : null;
      if (!found) return json(response, 502, { detail: `The provider page answered ${page.status} without a button to continue.` });
      return json(response, 200, found);
    }
    if (request.method === 'POST' && url.pathname === '/time/pass') {
      const seconds = Number(query.get('seconds'));
      if (!Number.isFinite(seconds) || seconds <= 0) return json(response, 400, { detail: 'seconds must be positive.' });
      if (service.fakes) {
        const moved = await fetch(new URL('/__dev/clock', service.fakes), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ advanceMs: seconds * 1000 }),
        });
        if (!moved.ok) throw new Error(`the fakes' clock answered ${moved.status}`);
      } else {
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      }
      return json(response, 200, { passed: seconds });
    }
    return json(response, 404, { detail: 'Not a harness call.' });
  }
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
