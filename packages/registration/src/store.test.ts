import { describe, expect, it } from 'vitest';
import type { DniCheckAnswer } from './actions';
import { type DniCheck, dniCheckOf, initialRegistrationState, refusedPasswordMessage, useRegistrationStore } from './store';

const store = () => useRegistrationStore.getState();
/** Where the check stands for what the store holds, given the fetcher's answer and whether it is under way. */
const check = (answer?: DniCheckAnswer, pending = false): DniCheck => dniCheckOf(store().values.dni, store().asked, answer, pending);

describe('the registration store', () => {
  it('asks about a DNI once it has 8 characters, and shows it checking until its answer', () => {
    expect(store().setDni('3155566', check())).toBeNull();
    expect(check()).toEqual({ status: 'idle' });
    expect(store().setDni('31555666', check())).toBe('31555666');
    expect(check(undefined, true)).toEqual({ status: 'checking', dni: '31555666' });
    // Before the fetcher says it is under way, too: the answer it holds is not this DNI's.
    expect(check({ status: 'free', dni: '31555600' })).toEqual({ status: 'checking', dni: '31555666' });
    expect(check({ status: 'free', dni: '31555666' })).toEqual({ status: 'free', dni: '31555666' });
  });

  it('counts only the latest DNI asked about: an answer about an earlier one is checking still', () => {
    store().setDni('31555666', check());
    const first: DniCheckAnswer = { status: 'taken', dni: '31555666' };
    store().setDni('31555667', check(undefined, true));
    expect(store().asked).toBe('31555667');
    expect(check(first)).toEqual({ status: 'checking', dni: '31555667' });
  });

  it('does not ask again about the DNI it already has an answer for', () => {
    const free: DniCheckAnswer = { status: 'free', dni: '31555666' };
    store().setDni('31555666', check());
    expect(store().setDni('3155566', check(free))).toBeNull();
    expect(store().setDni('31555666', check(free))).toBeNull();
    expect(check(free)).toEqual(free);
  });

  it('says 8 or more characters that are not 8 digits are invalid, without asking, and forgets what was asked', () => {
    store().setDni('31555666', check());
    expect(store().setDni('315556667', check(undefined, true))).toBeNull();
    expect(store().asked).toBeNull();
    expect(check({ status: 'free', dni: '31555666' })).toEqual({ status: 'invalid', dni: '315556667' });
  });

  it('keeps a free DNI open when shortened, and forgets a refusal', () => {
    const free: DniCheckAnswer = { status: 'free', dni: '31555666' };
    store().setDni('31555666', check());
    store().setDni('3155566', check(free));
    expect(check(free)).toEqual(free);

    const taken: DniCheckAnswer = { status: 'taken', dni: '30123456' };
    store().setDni('30123456', check(free));
    expect(check(taken)).toEqual(taken);
    store().setDni('3012345', check(taken));
    expect(check(taken)).toEqual({ status: 'idle' });
  });

  it('asks again after a failed check of the same DNI', () => {
    const failed: DniCheckAnswer = { status: 'error', dni: '31555666', error: { message: 'x', status: 0, isPinError: false } };
    store().setDni('31555666', check());
    store().setDni('3155566', check(failed));
    expect(store().setDni('31555666', check())).toBe('31555666');
  });

  it('keeps the form as typed, and reset empties it', () => {
    store().setDni('31555666', check());
    store().setField('firstName', 'Lucía');
    store().setField('password', 'Secreta2024');
    expect(store().values).toMatchObject({ dni: '31555666', firstName: 'Lucía', password: 'Secreta2024' });
    store().reset();
    expect(useRegistrationStore.getState()).toMatchObject(initialRegistrationState);
  });

  it('says the service’s refusal of a password while that password is in the field', () => {
    const refusal = { password: 'qwerty123', message: 'Elegí otra.' };
    expect(refusedPasswordMessage('qwerty123', refusal)).toBe('Elegí otra.');
    expect(refusedPasswordMessage('qwerty1234 y algo más', refusal)).toBeNull();
    expect(refusedPasswordMessage('qwerty123', null)).toBeNull();
  });
});
