import { type APIRequestContext, expect } from '@playwright/test';
import { FAKE_ORIGIN } from '../playwright.config';

/** The fake services' developer controls (packages/fake-services, `dev-handlers.ts`). */
export type FakeControl = 'mailbox' | 'contract' | 'reset' | 'faults' | 'clock' | 'config';

/**
 * Every call a browser test makes to the fake services' developer controls goes through here,
 * in both suites (`e2e/` in Chromium, `engines/` in Firefox and WebKit): the mailbox and the
 * contract report are read, the others are sent `data`, and an answer that is not 2xx fails the test with what was asked. The
 * request context names the world: in `e2e/` a page's (its worker's tenant header), in `engines/`
 * Playwright's own, on the one shared world.
 */
export async function fakeControl<T = unknown>(
  request: APIRequestContext,
  control: FakeControl,
  data?: Record<string, unknown>,
): Promise<T> {
  const url = `${FAKE_ORIGIN}/__dev/${control}`;
  const read = control === 'mailbox' || control === 'contract';
  const answer = read ? await request.get(url) : await request.post(url, { data });
  expect(answer.ok(), `${read ? 'GET' : 'POST'} /__dev/${control} ${JSON.stringify(data ?? {})}: ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
}

/**
 * Fails the test when an answer the fake services gave since the world's reset broke the service
 * contract (packages/api-client/openapi.yaml): the fake server checks each answer as it gives it,
 * when the browser suites' web servers start it with FAKE_CHECK_CONTRACT. `where` names the
 * suite's engine in the message.
 */
export async function expectContractKept(request: APIRequestContext, where: string): Promise<void> {
  const report = await fakeControl<{ checking: boolean; violations: string[] }>(request, 'contract');
  expect(report.checking, 'the fake services check their answers against openapi.yaml (FAKE_CHECK_CONTRACT)').toBe(true);
  expect(report.violations, `answers of the fake services outside the contract (openapi.yaml) in ${where}`).toEqual([]);
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  code?: string;
  link?: string;
}

/** The newest e-mail the fake services sent to an address. */
export async function lastMailTo(request: APIRequestContext, to: string): Promise<Mail> {
  const mails = await fakeControl<Mail[]>(request, 'mailbox');
  const mail = mails.filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error(`No mail to ${to}`);
  return mail;
}
