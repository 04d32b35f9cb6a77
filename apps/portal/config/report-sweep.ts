// The sweep's check (e2e/sweep.spec.ts): after the browser suite, no report the collector kept
// holds anything of a resident. It looks for what the suite's residents are known by (the fake
// services' seed: DNIs, e-mails, names, the streets of their addresses), for what the suite was
// mailed (codes, the tokens of links), and for what any token or personal datum looks like
// (a JWT, an e-mail, a DNI, an address with its query), in every string a report carries.

/** A mail as the fake services' mailbox lists it. */
export interface MailedSecret {
  text?: string;
  code?: string;
  link?: string;
}

/** Whom the suite's residents are: the fake services' seed. */
export interface Resident {
  dni: number;
  email: string;
  firstName: string;
  lastName: string;
}

export interface SweepSecrets {
  /** Numbers that must never appear (DNIs, codes), matched as whole numbers. */
  numbers: string[];
  /** Words that must never appear (names, streets), matched as whole words, in any case. */
  words: string[];
  /** Strings that must never appear anywhere (e-mails, tokens). */
  strings: string[];
}

/** A DNI as 30123456 and as 30.123.456. */
function dniForms(dni: number): string[] {
  const digits = String(dni);
  return [digits, digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')];
}

/** The tokens the links of a mail carry, in its query (`/restablecer?token=…`). */
function linkTokens(mail: MailedSecret): string[] {
  const links = [mail.link ?? '', ...Array.from((mail.text ?? '').matchAll(/https?:\/\/\S+/g), ([link]) => link)];
  return links.flatMap((link) => {
    try {
      return [...new URL(link).searchParams.values()].filter((value) => value.length >= 8);
    } catch {
      return [];
    }
  });
}

/** What the sweep looks for, from the seed's residents, the streets of their addresses and what was mailed. */
export function sweepSecrets(residents: readonly Resident[], streets: readonly string[], mails: readonly MailedSecret[]): SweepSecrets {
  return {
    numbers: [...new Set([...residents.flatMap((resident) => dniForms(resident.dni)), ...mails.flatMap((mail) => mail.code ?? [])])],
    words: [...new Set([...residents.flatMap((resident) => `${resident.firstName} ${resident.lastName}`.split(/\s+/)), ...streets])],
    strings: [...new Set([...residents.map((resident) => resident.email), ...mails.flatMap(linkTokens)])],
  };
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What any token or personal datum looks like, whoever it is of. */
const SHAPES: [string, RegExp][] = [
  ['a JWT', /\beyJ[\w-]*\.[\w-]+/],
  ['an e-mail', /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/],
  // Not inside a word (a build's hash) nor after ':' (a stack frame's line and column) or '.'.
  ['a DNI', /(?<![A-Za-z0-9:.])(?:\d{7,8}|\d{1,2}\.\d{3}\.\d{3})(?![\d.]*\d|[A-Za-z])/],
  ['an address with its query', /(?:https?:\/\/|\/)[^\s?]*\?[^\s=]+=/],
];

/** Every string in a value, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * What each report holds that it must not, as lines naming the report and what was found; empty
 * when the reports are clean. Only a report's own fields are read (`type`, `age`, `url`,
 * `user_agent`, `body`), not what the collector added (when it arrived).
 */
export function residentDataIn(reports: readonly unknown[], secrets: SweepSecrets): string[] {
  const patterns: [string, RegExp][] = [
    // A whole number: not inside a word (a build's hash) nor a stack frame's `:line:column`.
    ...secrets.numbers.map((number): [string, RegExp] => [
      `the number ${number}`,
      new RegExp(`(?<![A-Za-z0-9:])${literal(number)}(?![A-Za-z0-9])`),
    ]),
    ...secrets.words.map((word): [string, RegExp] => [`the word ${word}`, new RegExp(`(?<!\\p{L})${literal(word)}(?!\\p{L})`, 'iu')]),
    ...secrets.strings.map((text): [string, RegExp] => [`"${text}"`, new RegExp(literal(text), 'i')]),
    ...SHAPES,
  ];
  const found: string[] = [];
  reports.forEach((report, index) => {
    const { type, url, user_agent: userAgent, body } = (report ?? {}) as Record<string, unknown>;
    const texts = stringsOf([type, url, userAgent, body]);
    for (const [what, pattern] of patterns) {
      const text = texts.find((candidate) => pattern.test(candidate));
      if (text !== undefined) found.push(`report ${index} (${String(type)}): ${what} in ${JSON.stringify(text)}`);
    }
  });
  return found;
}
