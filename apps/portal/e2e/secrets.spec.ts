import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ACCESS_LOG, expect, test } from './fixtures';

// One-time secrets arrive in addresses: reset and activation tokens in the query, a provider's
// state and code in the query, a service's token in /login/<token>. nginx writes every request
// to its access log; none of these may end up there.
test.skip(process.env.E2E_SERVER === 'preview', 'vite preview has no access log');

test('the access log names the pages a secret arrived at, never the secret', async ({ page }) => {
  // Made for this run: the log outlives it, and two workers write to it.
  const secret = (name: string) => `${name}-${randomUUID()}`;
  const visits = [
    { path: '/restablecer', url: (s: string) => `/restablecer?token=${s}`, secret: secret('reset') },
    { path: '/activar', url: (s: string) => `/activar?token=${s}`, secret: secret('activation') },
    { path: '/afipredirect/', url: (s: string) => `/afipredirect/?state=estado-${s}&code=${s}`, secret: secret('provider') },
    { path: '/login/:token', url: (s: string) => `/login/${s}`, secret: secret('service') },
  ];
  for (const visit of visits) {
    await page.goto(visit.url(visit.secret));
    await expect(page.locator('h1')).toBeVisible();
  }
  const log = readFileSync(ACCESS_LOG, 'utf8');
  for (const visit of visits) {
    expect(log, `${visit.path} was written to the access log`).toContain(` ${visit.path} HTTP/1.1" 200 `);
    expect(log.includes(visit.secret), `the secret of ${visit.path} is in the access log`).toBe(false);
  }
});
