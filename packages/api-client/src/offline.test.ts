import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { login } from './calls';
import { ERROR_MESSAGES } from './errors';
import { AUTH, server, setupTestServer } from './test/server';

setupTestServer();

describe('a call made while the connection is down', () => {
  it('gets the connection message, and the same call reaches the service once it is back', async () => {
    let connected = false;
    const reached: string[] = [];
    server.use(
      http.post(`${AUTH}login/`, () => {
        reached.push(connected ? 'answered' : 'dropped');
        return connected ? HttpResponse.json({ detail: 'Te enviamos un código a tu correo.' }) : HttpResponse.error();
      }),
    );
    const credentials = { username: '30123456', password: 'Vecina2024' };
    await expect(login(credentials)).rejects.toMatchObject({ status: 0, message: ERROR_MESSAGES.network });
    await expect(login(credentials)).rejects.toMatchObject({ status: 0, message: ERROR_MESSAGES.network });
    connected = true;
    await expect(login(credentials)).resolves.toEqual({ detail: 'Te enviamos un código a tu correo.' });
    // Every attempt was a real request: nothing stood between the resident and the service.
    expect(reached).toEqual(['dropped', 'dropped', 'answered']);
  });
});

describe('the package', () => {
  it('downloads nothing on demand: no module its entry reaches imports code dynamically', () => {
    const modules = staticImportsFrom('./index');
    expect(modules).toEqual(expect.arrayContaining(['./calls', './http', 'ky']));
    for (const module of modules.filter((specifier) => specifier.startsWith('./'))) {
      expect(source(module), module).not.toMatch(/\bimport\(/);
    }
  });
});

function source(specifier: string): string {
  return readFileSync(join(import.meta.dirname, `${specifier}.ts`), 'utf8');
}

/** Every module reached from `entry` by value imports (`import type` is erased). */
function staticImportsFrom(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (specifier: string) => {
    if (seen.has(specifier)) return;
    seen.add(specifier);
    if (!specifier.startsWith('./')) return;
    for (const [, imported] of source(specifier).matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm)) {
      if (imported) visit(imported);
    }
  };
  visit(entry);
  return [...seen];
}
