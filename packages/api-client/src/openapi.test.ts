import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import { type GenericSchema, safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { errorFromBody, tooManyRequestsMessage } from './errors';
import * as schemas from './schemas';

// The service contract as OpenAPI 3.1 (../openapi.yaml) against the portal's side of it: the
// document is valid OpenAPI 3.1 and its examples keep its own schemas; the schemas the portal
// reads answers with (schemas.ts) accept exactly what the document describes; and the portal
// reads the documented error bodies. The fakes' side is checked in packages/fake-services.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = Record<string, unknown>;

const document = parse(readFileSync(join(import.meta.dirname, '..', 'openapi.yaml'), 'utf8')) as Node;

// Formats are annotations in JSON Schema 2020-12, as in the portal's schemas; the fakes' check
// (packages/fake-services/src/contract.ts) uses the same options.
const ajv = new Ajv2020({ strict: false, validateFormats: false });
ajv.addSchema(document, 'contract');

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** A JSON pointer into the document, as a URI fragment. */
function pointer(segments: string[]): string {
  return `#/${segments.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;
}

function at(segments: string[]): unknown {
  return segments.reduce<unknown>((node, key) => (node as Node | undefined)?.[key], document);
}

/** Follows a local `$ref` (one of the document's components) to its segments. */
function resolve(segments: string[]): string[] {
  const node = at(segments) as Node | undefined;
  const ref = node?.$ref;
  if (typeof ref !== 'string') return segments;
  return resolve(
    ref
      .replace(/^#\//, '')
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~')),
  );
}

const compiled = new Map<string, ValidateFunction>();
function validatorAt(segments: string[]): ValidateFunction {
  const key = pointer(segments);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: `contract${key}` });
    compiled.set(key, validate);
  }
  return validate;
}

interface Operation {
  id: string;
  path: string;
  method: string;
  segments: string[];
  node: Node;
}

const operations: Operation[] = Object.entries(document.paths as Node).flatMap(([path, item]) =>
  METHODS.filter((method) => (item as Node)[method]).map((method) => {
    const node = (item as Node)[method] as Node;
    return { id: String(node.operationId), path, method, segments: ['paths', path, method], node };
  }),
);

/** Every media type of an operation's answers: where it is, its status and type. */
function answerMediaTypes(operation: Operation) {
  const responses = (operation.node.responses ?? {}) as Node;
  return Object.keys(responses).flatMap((status) => {
    const response = resolve([...operation.segments, 'responses', status]);
    const content = (at([...response, 'content']) ?? {}) as Node;
    return Object.keys(content).map((type) => ({ status, type, segments: [...response, 'content', type] }));
  });
}

/** The examples written for a media type: its own, or its schema's. */
function examplesOf(mediaType: string[]): Json[] {
  const own = Object.values((at([...mediaType, 'examples']) ?? {}) as Node).map((example) => (example as { value: Json }).value);
  const example = at([...mediaType, 'example']) as Json | undefined;
  const schema = resolve([...mediaType, 'schema']);
  const ofSchema = (at([...schema, 'examples']) ?? []) as Json[];
  return [...own, ...(example === undefined ? [] : [example]), ...ofSchema];
}

describe('openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it('names every operation once, in one service, with the servers of its path', () => {
    const services = new Set(((document.tags ?? []) as { name: string }[]).map((tag) => tag.name));
    const ids = operations.map((operation) => operation.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of operations) {
      expect(operation.node.tags, operation.id).toHaveLength(1);
      expect(services.has((operation.node.tags as string[])[0] ?? ''), operation.id).toBe(true);
      expect((at(['paths', operation.path, 'servers']) as unknown[] | undefined)?.length ?? 0, operation.id).toBeGreaterThan(0);
    }
  });

  it('keeps its own schemas in every example it gives', () => {
    const failures: string[] = [];
    for (const operation of operations) {
      for (const { status, type, segments } of answerMediaTypes(operation)) {
        if (type !== 'application/json') continue;
        const validate = validatorAt([...segments, 'schema']);
        for (const example of examplesOf(segments)) {
          if (!validate(example))
            failures.push(`${operation.id} ${status}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(example)}`);
        }
      }
    }
    for (const [name, schema] of Object.entries((document.components as { schemas: Record<string, Node> }).schemas)) {
      const validate = validatorAt(['components', 'schemas', name]);
      for (const example of (schema.examples ?? []) as Json[]) {
        if (!validate(example)) failures.push(`${name}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(example)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/**
 * The answers the portal reads, by operation: the status and the schema it checks the body with
 * (schemas.ts). Every other operation's answer body goes unread.
 */
const PORTAL_READS: Record<string, { status: string; schema: GenericSchema }> = {
  login: { status: '200', schema: schemas.loginAnswer },
  secondFactor: { status: '200', schema: schemas.tokenPair },
  refreshToken: { status: '200', schema: schemas.refreshAnswer },
  newAlpha: { status: '200', schema: schemas.alphaAnswer },
  providerRedirect: { status: '200', schema: schemas.providerReturnAnswer },
  providerLinkLogin: { status: '200', schema: schemas.detailAnswer },
  providerLinkSecondFactor: { status: '200', schema: schemas.providerReturn },
  providerLinkDecline: { status: '200', schema: schemas.providerDeclineAnswer },
  providerLinkEmail: { status: '200', schema: schemas.detailAnswer },
  // The fallback against a service that has only the old GET (R16) reads it alike.
  providerRedirectByQuery: { status: '200', schema: schemas.providerReturn },
  providerProfile: { status: '200', schema: schemas.tokenPair },
  providerProfileByQuery: { status: '200', schema: schemas.tokenPair },
  userProfile: { status: '200', schema: schemas.userProfile },
  updateProfile: { status: '200', schema: schemas.profileDetails },
  updateUser: { status: '200', schema: schemas.savedUser },
  confirmEmailChange: { status: '200', schema: schemas.emailChangeAnswer },
  cancelEmailChange: { status: '200', schema: schemas.detailAnswer },
  undoEmailChange: { status: '200', schema: schemas.detailAnswer },
  register: { status: '201', schema: schemas.registrationAnswer },
  locations: { status: '200', schema: schemas.locations },
  licence: { status: '200', schema: schemas.licence },
  claims: { status: '200', schema: schemas.claims },
  streets: { status: '200', schema: schemas.streets },
  supportRequest: { status: '200', schema: schemas.supportAnswer },
  geocode: { status: '200', schema: schemas.geocodeAnswer },
};

/** Calls whose answer body the portal does not read (only the status), and browser navigations. */
const PORTAL_IGNORES_BODY = [
  'logout',
  'logoutAll',
  'checkUser',
  'passwordReset',
  'passwordResetConfirm',
  'resendVerification',
  'activate',
  'providerLogin',
  'handoff',
];

/** Values of every JSON type, to put where an example has a value. */
const CANDIDATES: Json[] = [null, true, 0, -1, 1.5, '', 'texto', '12', [], {}];

/** Every place in a value, as a path of keys and indexes ([] is the value itself). */
function places(value: Json, path: (string | number)[] = []): (string | number)[][] {
  const inner = Array.isArray(value)
    ? value.flatMap((item, index) => places(item, [...path, index]))
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) => places(item, [...path, key]))
      : [];
  return [path, ...inner];
}

/** A change made to an example: a key removed, or a value put in place. */
type Change = { remove: true } | { value: Json };

/** A copy of `value` with the place at `path` replaced (or its key removed). */
function replaced(value: Json, path: (string | number)[], by: Change): Json | undefined {
  if (path.length === 0) return 'remove' in by ? undefined : by.value;
  const copy = structuredClone(value) as Record<string | number, Json>;
  const parent = path.slice(0, -1).reduce<Record<string | number, Json>>((node, key) => node[key] as Record<string | number, Json>, copy);
  const last = path[path.length - 1] as string | number;
  if ('remove' in by) delete parent[last];
  else parent[last] = by.value;
  return copy as Json;
}

describe('conformance/harness.openapi.yaml', () => {
  // The conformance workflows' own calls (mail, provider pages, hand-off, time): another Arazzo
  // runner reads it as the service's document is read.
  const harness = parse(readFileSync(join(import.meta.dirname, '..', 'conformance', 'harness.openapi.yaml'), 'utf8')) as Node;

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(harness as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});

describe('the portal’s answer schemas (schemas.ts) and openapi.yaml', () => {
  it('classify every operation: the portal reads its answer with a schema, or reads no body', () => {
    const classified = [...Object.keys(PORTAL_READS), ...PORTAL_IGNORES_BODY].sort();
    expect(operations.map((operation) => operation.id).sort()).toEqual(classified);
  });

  for (const [id, { status, schema }] of Object.entries(PORTAL_READS)) {
    it(`${id} ${status}: accept the same answers`, () => {
      const operation = operations.find((o) => o.id === id);
      const mediaType = operation && answerMediaTypes(operation).find((m) => m.status === status && m.type === 'application/json');
      expect(mediaType, `${id} documents a JSON ${status}`).toBeDefined();
      if (!mediaType) return;
      const validate = validatorAt([...mediaType.segments, 'schema']);
      const documentAccepts = (value: unknown) => value !== undefined && validate(value);
      const portalAccepts = (value: unknown) => safeParse(schema, value).success;
      const examples = examplesOf(mediaType.segments);
      expect(examples.length, `${id} has examples`).toBeGreaterThan(0);

      const failures: string[] = [];
      for (const example of examples) {
        if (!documentAccepts(example)) failures.push(`the document refuses its own example ${JSON.stringify(example)}`);
        if (!portalAccepts(example)) failures.push(`the portal refuses the example ${JSON.stringify(example)}`);
        for (const path of places(example)) {
          const inArray = typeof path[path.length - 1] === 'number';
          const variants: Change[] = [
            ...(path.length > 0 && !inArray ? [{ remove: true as const }] : []),
            ...CANDIDATES.map((value) => ({ value })),
          ];
          const verdicts = variants.map((by) => {
            const value = replaced(example, path, by);
            return { by, document: documentAccepts(value), portal: value !== undefined && portalAccepts(value) };
          });
          // A field the portal accepts anything for (removed included) is one it does not read:
          // the document may describe it for the services without the portal refusing it.
          const unread = path.length > 0 && verdicts.every((v) => v.portal);
          for (const { by, document: byDocument, portal } of verdicts) {
            const change = `${path.join('.') || '(the body)'} ${'remove' in by ? 'removed' : `= ${JSON.stringify(by.value)}`}`;
            if (byDocument && !portal) failures.push(`${change}: the document accepts it, the portal refuses it`);
            if (portal && !byDocument && !unread) failures.push(`${change}: the portal accepts it, the document refuses it`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('read every documented error answer: its text, a PIN error, the seconds to wait, its reason', () => {
    const failures: string[] = [];
    for (const operation of operations) {
      for (const { status, type, segments } of answerMediaTypes(operation)) {
        const code = Number(status);
        if (type !== 'application/json' || !(code >= 400 && code < 500)) continue;
        for (const example of examplesOf(segments) as Record<string, Json>[]) {
          const error = errorFromBody(code, example, 'FALLBACK');
          const retryAfter = typeof example.retry_after === 'number' ? example.retry_after : undefined;
          const fieldMessage = Object.values(example).find((value): value is string[] => Array.isArray(value))?.[0];
          const expected = code === 429 ? tooManyRequestsMessage(retryAfter) : (example.detail ?? example.message ?? fieldMessage);
          const where = `${operation.id} ${status} ${JSON.stringify(example)}`;
          if (error.message !== expected) failures.push(`${where}: read as "${error.message}"`);
          if (error.isPinError !== (example.pin_error === true)) failures.push(`${where}: isPinError ${error.isPinError}`);
          if (error.retryAfter !== retryAfter) failures.push(`${where}: retryAfter ${error.retryAfter}`);
          const reason = typeof example.reason === 'string' ? example.reason : undefined;
          if (error.reason !== reason) failures.push(`${where}: reason ${error.reason}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
