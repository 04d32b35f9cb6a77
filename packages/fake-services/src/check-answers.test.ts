import { fakeServiceConfig } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { checkRecording, type HarEntry, serviceOf } from './check-answers';

const { auth, municipal, handoff } = fakeServiceConfig;

function entry(method: string, url: string, status: number, body: unknown, headers: Record<string, string> = {}): HarEntry {
  return {
    request: { method, url },
    response: {
      status,
      headers: Object.entries({ 'content-type': 'application/json', ...headers }).map(([name, value]) => ({ name, value })),
      content: { mimeType: 'application/json', text: JSON.stringify(body) },
    },
  };
}

describe('checking a recording of the real services (check-answers)', () => {
  it('names the service of a call by the longest base address it is under', () => {
    expect(serviceOf(fakeServiceConfig, `${auth}login/`)).toBe('auth');
    expect(serviceOf(fakeServiceConfig, `${handoff.habilitaciones}/login/abc`)).toBe('handoff:habilitaciones');
    expect(serviceOf(fakeServiceConfig, 'http://127.0.0.1:5173/assets/index.js')).toBeNull();
  });

  it('checks every answer of a service and skips the portal’s own files and preflights', async () => {
    const result = await checkRecording(
      [
        entry(
          'POST',
          `${auth}login/`,
          429,
          { detail: 'Esperá.', retry_after: 60 },
          { ':status': '429', 'retry-after': '60', 'cache-control': 'no-store' },
        ),
        entry('OPTIONS', `${municipal}cav/reclamos_por_dni/30123456`, 204, ''),
        entry('GET', `${municipal}cav/reclamos_por_dni/30123456`, 200, [{ id: 1 }], { 'cache-control': 'no-store' }),
        entry('GET', 'http://127.0.0.1:5173/login/', 200, '<!doctype html>'),
      ],
      fakeServiceConfig,
    );
    expect(result.checked).toBe(2);
    expect(result.skipped).toBe(2);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toContain(
      "GET /municipal/cav/reclamos_por_dni/30123456 → 200 (claims): /0 must have required property 'numero'",
    );
  });
});
