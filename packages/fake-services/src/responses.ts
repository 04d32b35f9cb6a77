import { HttpResponse } from 'msw';
import type { Answer } from './answers';
import type { Account } from './world';

// Turning the fake's answers into HTTP responses, and reading request bodies, for the handlers.

/**
 * Names the fake service that gave an answer (`auth`, `municipal`…, `handoff:<token>`), so that
 * the contract check (contract.ts) tells it from a test's own override or an injected fault,
 * which are outside the contract on purpose. The HTTP server removes it before answering.
 */
export const FAKE_SERVICE_HEADER = 'X-Fake-Service';

/**
 * The caller's address, as the HTTP server saw the connection (it removes any the request itself
 * carried): what the limit of `checkuser/` counts by. Through msw in tests, one client: 'local'.
 */
export const FAKE_CLIENT_HEADER = 'X-Fake-Client';

/** Tags a fake service's answer with its service (FAKE_SERVICE_HEADER). */
export function tagged(service: string, response: Response): Response {
  response.headers.set(FAKE_SERVICE_HEADER, service);
  return response;
}

/**
 * A refusal of a method the call no longer has (the GET forms of the provider exchanges,
 * CONTRACT.md R16): 405 with `Allow`, nothing of the request read.
 */
export function methodNotAllowed(allowed: string): Response {
  return HttpResponse.json({ detail: `Este pedido ya no se acepta así: usá ${allowed}.` }, { status: 405, headers: { Allow: allowed } });
}

export function answer({ status, body, headers }: Answer): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status, ...(headers ? { headers } : {}) });
}

export function html(text: string, status = 200): Response {
  return new HttpResponse(text, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

export function badRequest(text: string): Response {
  return HttpResponse.json({ detail: text }, { status: 400 });
}

export function isAnswer(value: Account | Answer): value is Answer {
  return 'status' in value && 'body' in value;
}

/** A JSON object body with string values, or null when the body is not one. */
export async function readJson(request: Request): Promise<Record<string, string> | null> {
  try {
    const body: unknown = await request.json();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
    const out: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      if (value !== null && value !== undefined) out[key] = String(value);
    }
    return out;
  } catch {
    return null;
  }
}

/** Multipart or url-encoded fields (JSON accepted too, as the real REST framework does). */
export async function readFields(request: Request): Promise<Record<string, string> | null> {
  if ((request.headers.get('Content-Type') ?? '').includes('application/json')) return readJson(request);
  try {
    const form = await request.formData();
    const out: Record<string, string> = {};
    form.forEach((value, key) => {
      if (typeof value === 'string') out[key] = value;
    });
    return out;
  } catch {
    return null;
  }
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
