import { describe, expect, it } from 'vitest';
import { latestAnswer } from './load';

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
