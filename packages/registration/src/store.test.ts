import { COMMON_PASSWORD_MESSAGE, DEMO_RESIDENT } from '@portal/fake-services';
import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { refusedPasswordMessage, useRegistrationStore } from './store';
import { fakeState, server } from './test/setup';

const CHECKUSER = 'http://127.0.0.1:4010/auth/checkuser/';
const store = () => useRegistrationStore.getState();

describe('the registration store', () => {
  it('checks a DNI once it has 8 characters and marks it free', async () => {
    store().setDni('3155566');
    expect(store().dniCheck).toEqual({ status: 'idle' });
    store().setDni('31555666');
    expect(store().dniCheck).toEqual({ status: 'checking', dni: '31555666' });
    await waitFor(() => expect(store().dniCheck).toEqual({ status: 'free', dni: '31555666' }));
  });

  it('marks a registered DNI as taken', async () => {
    store().setDni(String(DEMO_RESIDENT.dni));
    await waitFor(() => expect(store().dniCheck).toEqual({ status: 'taken', dni: String(DEMO_RESIDENT.dni) }));
  });

  it('drops the answer for a DNI that changed while it was being checked', async () => {
    let answerFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      answerFirst = resolve;
    });
    let answered = 0;
    server.use(
      http.post(CHECKUSER, async ({ request }) => {
        const { dni } = (await request.json()) as { dni: string };
        // The first DNI answers "taken", but only after the second was answered "free".
        if (dni === '31555666') {
          await firstHeld;
          return HttpResponse.json({ detail: 'registrado' }, { status: 400 });
        }
        return HttpResponse.json({ detail: 'libre' });
      }),
    );
    server.events.on('response:mocked', () => {
      answered++;
    });
    store().setDni('31555666');
    store().setDni('31555667');
    await waitFor(() => expect(store().dniCheck).toEqual({ status: 'free', dni: '31555667' }));
    answerFirst();
    await waitFor(() => expect(answered).toBe(2));
    // Let the late answer travel through ky and the store (tasks, not wall-clock time).
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store().dniCheck).toEqual({ status: 'free', dni: '31555667' });
  });

  it('keeps a free DNI open when shortened, and forgets a refusal', async () => {
    store().setDni('31555666');
    await waitFor(() => expect(store().dniCheck.status).toBe('free'));
    store().setDni('3155566');
    expect(store().dniCheck).toEqual({ status: 'free', dni: '31555666' });

    store().setDni(String(DEMO_RESIDENT.dni));
    await waitFor(() => expect(store().dniCheck.status).toBe('taken'));
    store().setDni('3012345');
    expect(store().dniCheck).toEqual({ status: 'idle' });
  });

  it('sends the registration and sets confirmed; reset clears it', async () => {
    store().setDni('31555666');
    await waitFor(() => expect(store().dniCheck.status).toBe('free'));
    store().setField('firstName', '  Lucía ');
    store().setField('lastName', 'Gómez');
    store().setField('email', 'lucia@example.com ');
    store().setField('password', 'Secreta2024');
    store().setField('confirmation', 'Secreta2024');
    await expect(store().submit()).resolves.toEqual({ status: 'sent' });
    expect(store().confirmed).toBe(true);
    expect(store().submission.status).toBe('success');
    expect(fakeState().accounts.find((a) => a.dni === 31555666)).toMatchObject({
      first_name: 'Lucía',
      email: 'lucia@example.com',
    });

    store().reset();
    expect(store()).toMatchObject({
      confirmed: false,
      dniCheck: { status: 'idle' },
      submission: { status: 'idle' },
      values: { dni: '', firstName: '', lastName: '', email: '', password: '', confirmation: '' },
    });
  });

  it('keeps the service’s refusal of a password, said while that password is in the field', async () => {
    store().setDni('31555666');
    await waitFor(() => expect(store().dniCheck.status).toBe('free'));
    for (const [field, value] of [
      ['firstName', 'Lucía'],
      ['lastName', 'Gómez'],
      ['email', 'lucia@example.com'],
      ['password', 'qwerty123'],
      ['confirmation', 'qwerty123'],
    ] as const) {
      store().setField(field, value);
    }
    await expect(store().submit()).resolves.toEqual({ status: 'refused', field: 'password', message: COMMON_PASSWORD_MESSAGE });
    expect(store().passwordRefusal).toEqual({ password: 'qwerty123', message: COMMON_PASSWORD_MESSAGE });
    expect(refusedPasswordMessage(store())).toBe(COMMON_PASSWORD_MESSAGE);
    store().setField('password', 'qwerty1234 y algo más');
    expect(refusedPasswordMessage(store())).toBeNull();
    store().reset();
    expect(store().passwordRefusal).toBeNull();
  });

  it('does not send an invalid form', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(request.url);
    });
    store().setField('password', 'Secreta2024');
    await expect(store().submit()).resolves.toEqual({
      status: 'invalid',
      field: 'confirmation',
      message: 'Las contraseñas no coinciden.',
    });
    expect(requests).toEqual([]);
    expect(store().submission).toEqual({ status: 'idle' });
  });
});
