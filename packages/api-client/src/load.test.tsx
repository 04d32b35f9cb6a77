import { describe, expect, it } from 'vitest';
import { PortalRequestError } from './errors';
import { deferred, latestAnswer, retriedPart, retryAddress, settledLoad } from './load';

describe('latestAnswer', () => {
  it('keeps only the answer of the request begun last', () => {
    const answers = latestAnswer();
    const first = answers.begin();
    const second = answers.begin();
    expect(first()).toBe(false);
    expect(second()).toBe(true);
  });

  it('keeps no answer under way once dropped, and the next request counts again', () => {
    const answers = latestAnswer();
    const underWay = answers.begin();
    answers.drop();
    expect(underWay()).toBe(false);
    expect(answers.begin()()).toBe(true);
  });

  it('keeps each thing apart: one latestAnswer per question', () => {
    const licence = latestAnswer();
    const claims = latestAnswer();
    const licenceLoad = licence.begin();
    claims.begin();
    expect(licenceLoad()).toBe(true);
  });
});

describe('deferred and settledLoad', () => {
  it('record on the load how it settled, for a screen drawn afterwards to show at once', async () => {
    let answer: (value: string) => void = () => {};
    const load = deferred(
      new Promise<string>((resolve) => {
        answer = resolve;
      }),
    );
    expect(settledLoad(load)).toEqual({ status: 'loading' });
    answer('Bahía Blanca');
    await load;
    expect(settledLoad(load)).toEqual({ status: 'success', data: 'Bahía Blanca' });
    expect(load).toMatchObject({ status: 'fulfilled', value: 'Bahía Blanca' });
  });

  it('record a failure as the PortalError a screen shows, without it being reported as unhandled', async () => {
    const failure = new PortalRequestError({ message: 'Error interno', status: 500, isPinError: false });
    const load = deferred(Promise.reject(failure));
    await Promise.resolve();
    await Promise.resolve();
    expect(settledLoad(load)).toMatchObject({ status: 'error', error: { status: 500, message: 'Error interno' } });
    expect(load).toMatchObject({ status: 'rejected', reason: failure });
  });
});

describe("a route's retry of one part", () => {
  it('is asked for at an address its loader reads back, and a plain request asks for every part', () => {
    expect(retriedPart(new Request(`http://portal.test${retryAddress('/dashboard', 'reclamos')}`))).toBe('reclamos');
    expect(retriedPart(new Request('http://portal.test/dashboard'))).toBeNull();
  });
});
