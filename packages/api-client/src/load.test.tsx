import { act, render, screen } from '@testing-library/react';
import { Suspense, startTransition } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PortalRequestError } from './errors';
import { latestAnswer, type Reading, retriedPart, retryAddress, settle, useReading } from './load';

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

/** What the components below drew, in order. */
const drawn: string[] = [];

/** A screen showing a reading's town. */
function Town({ reading }: { reading: Reading<string> }) {
  const outcome = useReading(reading);
  const text = 'data' in outcome ? outcome.data : 'falla';
  drawn.push(text);
  return <p>{text}</p>;
}

function Loading() {
  drawn.push('cargando');
  return <p>Cargando...</p>;
}

describe('settle and useReading', () => {
  beforeEach(() => {
    drawn.length = 0;
  });

  const failure = new PortalRequestError({ message: 'Error interno', status: 500, isPinError: false });

  it('hand an answer in hand as settled data, and a request under way as a promise that never rejects', async () => {
    expect(settle('Bahía Blanca')).toEqual({ data: 'Bahía Blanca' });
    expect(await settle(Promise.resolve('Bahía Blanca'))).toEqual({ data: 'Bahía Blanca' });
    expect(await settle(Promise.reject(failure))).toMatchObject({ failure: { status: 500, message: 'Error interno' } });
  });

  it('draw a reading that arrived before its screen, in a navigation (a transition), without its loading state first', async () => {
    const reading = settle(Promise.resolve('Bahía Blanca'));
    await reading;
    const view = render(<p>Escritorio</p>);
    await act(async () => {
      startTransition(() =>
        view.rerender(
          <Suspense fallback={<Loading />}>
            <Town reading={reading} />
          </Suspense>,
        ),
      );
    });
    expect(screen.getByText('Bahía Blanca')).toBeTruthy();
    expect(drawn).not.toContain('cargando');
  });

  it('show the loading state while a reading is on its way, then its answer', async () => {
    let answer: (value: string) => void = () => {};
    const reading = settle(
      new Promise<string>((resolve) => {
        answer = resolve;
      }),
    );
    await act(async () => {
      render(
        <Suspense fallback={<Loading />}>
          <Town reading={reading} />
        </Suspense>,
      );
    });
    expect(screen.getByText('Cargando...')).toBeTruthy();
    await act(async () => answer('Bahía Blanca'));
    expect(await screen.findByText('Bahía Blanca')).toBeTruthy();
  });
});

describe("a route's retry of one part", () => {
  it('is asked for at an address its loader reads back, and a plain request asks for every part', () => {
    expect(retriedPart(new Request(`http://portal.test${retryAddress('/dashboard', 'reclamos')}`))).toBe('reclamos');
    expect(retriedPart(new Request('http://portal.test/dashboard'))).toBeNull();
  });
});
