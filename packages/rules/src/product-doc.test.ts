import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as rules from './index';

/** docs/product.md with its line breaks and indentation as single spaces, as a reader sees it. */
const product = readFileSync(new URL('../../../docs/product.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');

/** Every text the module exports: its messages and the hint. */
const texts = Object.entries(rules as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string');

describe("docs/product.md's tables and the rules' texts", () => {
  it('finds the messages of every rule', () => {
    expect(texts.map(([name]) => name).sort()).toEqual([
      'DNI_MESSAGE',
      'EMAIL_MESSAGE',
      'FIRST_NAME_MESSAGE',
      'LAST_NAME_MESSAGE',
      'PASSWORD_HINT',
      'PASSWORD_LENGTH_MESSAGE',
      'PASSWORD_MISMATCH_MESSAGE',
    ]);
  });

  it.each(texts)('quotes %s as written', (_name, text) => {
    expect(product).toContain(`'${text}'`);
  });
});
