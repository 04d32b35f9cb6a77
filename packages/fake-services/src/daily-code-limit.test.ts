import { describe, expect, it } from 'vitest';
import { DEMO_RESIDENT } from './seed';
import { CODE_STEP_CLOSED, DAILY_CODE_LIMIT } from './sign-in';
import { auth, passwordStep, postJson, useFakeServices } from './test/harness';

// Wrong 4-digit codes add up per account over a rolling day: the tenth closes the account's code
// step until a password reset, and the service mails the reset link (CONTRACT.md, R15).

const fake = useFakeServices();

const CLOSED = { detail: CODE_STEP_CLOSED, reason: 'code_step_closed' };
const username = DEMO_RESIDENT.email;

function wrong(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

/** A password step, then `count` wrong codes with its ticket: the last answer. */
async function wrongCodes(count: number): Promise<Response> {
  const { ticket, code } = await passwordStep(fake.state, username, DEMO_RESIDENT.password);
  let answer: Response | undefined;
  for (let attempt = 0; attempt < count; attempt += 1) {
    answer = await postJson(`${auth}doublefactor/`, { username, code: wrong(code), ticket });
  }
  if (!answer) throw new Error('no code sent');
  return answer;
}

/**
 * Nine wrong codes over the morning, waiting out the lock (R2) and the mail limit (R6) between
 * them, as a patient guesser with the password would.
 */
async function nineWrongCodes(): Promise<void> {
  expect((await wrongCodes(4)).status).toBe(400);
  expect((await wrongCodes(1)).status).toBe(403); // the fifth failure: the 300 s lock
  fake.advance(15 * 60);
  expect((await wrongCodes(4)).status).toBe(400);
  fake.advance(15 * 60);
}

describe(`the daily code limit: ${DAILY_CODE_LIMIT} wrong codes in 24 hours (R15)`, () => {
  it('closes the code step at the tenth, even when it is also a fifth failure: 403 with its reason, no retry_after, the pending sign-in dead, a reset link mailed', async () => {
    await nineWrongCodes();
    const { ticket, code } = await passwordStep(fake.state, username, DEMO_RESIDENT.password);
    const closing = await postJson(`${auth}doublefactor/`, { username, code: wrong(code), ticket });
    expect(closing.status).toBe(403);
    expect(await closing.json()).toEqual(CLOSED);
    expect(fake.state.mailbox.at(-1)).toMatchObject({ to: username, subject: 'Restablecé tu contraseña' });
    expect(fake.state.mailbox.at(-1)?.link).toMatch(/\/restablecer\?token=\w+$/);
    // Even the right code of that sign-in no longer serves.
    const late = await postJson(`${auth}doublefactor/`, { username, code, ticket });
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ pin_error: true });
  });

  it('while closed, the right password answers the same 403 and mails no code; a wrong password still counts towards the lock', async () => {
    await nineWrongCodes();
    await wrongCodes(1);
    fake.advance(15 * 60);
    const mails = fake.state.mailbox.length;
    const right = await postJson(`${auth}login/`, { username, password: DEMO_RESIDENT.password });
    expect(right.status).toBe(403);
    expect(await right.json()).toEqual(CLOSED);
    expect(fake.state.mailbox).toHaveLength(mails);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await postJson(`${auth}login/`, { username, password: 'mal' })).status).toBe(400);
    }
    expect(await (await postJson(`${auth}login/`, { username, password: 'mal' })).json()).toMatchObject({ retry_after: 300 });
  });

  it('stays closed after a day; only a completed password reset reopens it, with a fresh count', async () => {
    await nineWrongCodes();
    await wrongCodes(1);
    fake.advance(26 * 60 * 60);
    expect(await (await postJson(`${auth}login/`, { username, password: DEMO_RESIDENT.password })).json()).toEqual(CLOSED);
    // The mailed link lasts an hour: the resident asks for another.
    expect((await postJson(`${auth}passwordreset/`, { email: username })).status).toBe(200);
    const token = new URL(fake.state.mailbox.at(-1)?.link ?? '').searchParams.get('token');
    expect((await postJson(`${auth}passwordreset/confirm/`, { token, password: 'OtraClaveSegura2025' })).status).toBe(200);
    const { ticket, code } = await passwordStep(fake.state, username, 'OtraClaveSegura2025');
    expect((await postJson(`${auth}doublefactor/`, { username, code: wrong(code), ticket })).status).toBe(400);
    expect((await postJson(`${auth}doublefactor/`, { username, code, ticket })).status).toBe(200);
  });

  /** A whole sign-in, its code right: the lock's count starts again (R2), the day's does not. */
  async function completedSignIn(): Promise<void> {
    const { ticket, code } = await passwordStep(fake.state, username, DEMO_RESIDENT.password);
    expect((await postJson(`${auth}doublefactor/`, { username, code, ticket })).status).toBe(200);
  }

  it('is not cleared by a completed sign-in', async () => {
    await nineWrongCodes();
    await completedSignIn();
    expect(await (await wrongCodes(1)).json()).toEqual(CLOSED);
  });

  it('counts over a rolling day: wrong codes older than 24 hours no longer count', async () => {
    await nineWrongCodes();
    await completedSignIn();
    fake.advance(24 * 60 * 60);
    const answer = await wrongCodes(1);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ pin_error: true });
  });
});
