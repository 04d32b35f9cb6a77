import { fakeServiceConfig } from '@portal/api-client';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createHandlers } from '../handlers';
import { createFakeState, type FakeState } from '../state';
import { checkFakeAnswers } from '../vitest';

export const { auth, municipal, streets, incidents, geocoder } = fakeServiceConfig;

/** A fake world with a clock the test moves by hand, served through msw for the whole file. */
export function useFakeServices(start = new Date(2025, 2, 10, 12, 0, 0).getTime()) {
  const clock = { now: start };
  const state = createFakeState({ now: () => clock.now });
  const server = setupServer(...createHandlers(state));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    clock.now = start;
    state.reset();
  });
  afterAll(() => server.close());
  checkFakeAnswers(server);
  return {
    state,
    advance(seconds: number) {
      clock.now += seconds * 1000;
    },
  };
}

export async function postJson(url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

export function bearer(token: string): RequestInit {
  return { headers: { Authorization: `Bearer ${token}` } };
}

export function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

/** The password step: the sign-in ticket `doublefactor/` must carry, and the code it mailed. */
export async function passwordStep(state: FakeState, username: string, password: string) {
  const login = await postJson(`${auth}login/`, { username, password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const { ticket } = (await login.json()) as { ticket: string };
  return { ticket, code: state.mailbox.at(-1)?.code ?? '' };
}

/** Password and code: the whole sign-in, answering the token pair. */
export async function signIn(state: FakeState, username: string, password: string) {
  const { ticket, code } = await passwordStep(state, username, password);
  const tokens = await postJson(`${auth}doublefactor/`, { username, code, ticket });
  return (await tokens.json()) as { access: string; refresh: string };
}

/** A resident who registers in a test: free DNI and address, a password the rule accepts. */
export const newcomer = {
  first_name: 'Lucía',
  last_name: 'Gómez',
  dni: '35111222',
  email: 'lucia@example.com',
  password: 'Lucia2025',
};
