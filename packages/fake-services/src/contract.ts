/// <reference types="node" />
// Node only: the browser-safe entry (index) never imports this file.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ServiceConfig } from '@portal/api-client';
import Ajv2020 from 'ajv/dist/2020.js';
import { OpenAPIBackend, SetMatchType } from 'openapi-backend';
import { FAKE_SERVICE_HEADER } from './responses';

// Checks the fakes' answers against the service contract, packages/api-client/openapi.yaml:
// openapi-backend matches an answer's call to its operation and validates the body (Ajv's JSON
// Schema 2020-12, the dialect of OpenAPI 3.1) and the required headers of its status. The glue
// here only says which service answered (the handlers tag their answers) and that the status and
// media type are documented at all, which openapi-backend lets pass.

/** The contract, as the api-client package's build ships it beside its code (openapi.yaml as JSON). */
function readContract(): unknown {
  return JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@portal/api-client/openapi.json'), 'utf8'));
}

export interface ContractCheck {
  /**
   * What is wrong with one answer of a fake service, as lines a person reads; [] when it keeps
   * the contract, and also for a response no fake service tagged (a test's own override, a fault).
   */
  check(request: Request, response: Response): Promise<string[]>;
}

type Operation = NonNullable<ReturnType<OpenAPIBackend['router']['matchOperation']>>;

/** The service base a tag names: `auth`, `municipal`…, or `handoff:<token>`. */
function serviceBase(config: ServiceConfig, tag: string): { kind: string; base: string } | null {
  const [kind = '', token = ''] = tag.split(':');
  if (kind === 'handoff') {
    const base = config.handoff[token];
    return base ? { kind, base } : null;
  }
  if (kind === 'reports') return config.reports ? { kind, base: config.reports.collector } : null;
  const base = (config as unknown as Record<string, unknown>)[kind];
  return typeof base === 'string' ? { kind, base } : null;
}

function mediaType(response: Response): string {
  return (response.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function describeErrors(errors: { instancePath?: string; message?: string }[] | null | undefined): string {
  return (errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`.trim()).join('; ');
}

/**
 * Reads and compiles the contract once; every answer checked afterwards compiles only its own
 * operation's schemas, the first time that operation answers (openapi-backend's quick mode).
 */
export async function createContractCheck(config: ServiceConfig, document: unknown = readContract()): Promise<ContractCheck> {
  const api = new OpenAPIBackend({
    definition: document as ConstructorParameters<typeof OpenAPIBackend>[0]['definition'],
    quick: true,
    // `login/` and `login` are different calls of a Django service.
    ignoreTrailingSlashes: false,
    // OpenAPI 3.1 schemas are JSON Schema 2020-12; `format` is an annotation there, as in the portal.
    customizeAjv: (_draft7, options) => new Ajv2020({ ...options, strict: false, validateFormats: false }),
  });
  await api.init();

  return {
    async check(request, response) {
      const tag = response.headers.get(FAKE_SERVICE_HEADER);
      if (!tag) return [];
      const method = request.method.toUpperCase();
      const url = new URL(request.url);
      const service = serviceBase(config, tag);
      const where = `${method} ${url.pathname} → ${response.status}`;
      if (!service) return [`${where}: answered by an unknown service "${tag}"`];
      const basePath = new URL(service.base).pathname.replace(/\/+$/, '');
      const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
      const operation = api.router.matchOperation({ method, path, headers: {} }) as Operation | undefined;
      if (!operation || !(operation.tags ?? []).includes(service.kind)) {
        return [`${where}: no operation of the ${service.kind} service in openapi.yaml is ${method} ${path}`];
      }
      const name = `${where} (${operation.operationId})`;
      const status = response.status;
      const responses = (operation.responses ?? {}) as Record<
        string,
        { content?: Record<string, unknown>; headers?: Record<string, unknown> } | undefined
      >;
      const documented = responses[String(status)] ?? responses[`${Math.floor(status / 100)}XX`] ?? responses.default;
      if (!documented) return [`${name}: status ${status} is not documented`];

      const problems: string[] = [];
      const text = await response.clone().text();
      const type = mediaType(response);
      const mediaTypes = Object.keys(documented.content ?? {});
      if (mediaTypes.length === 0) {
        if (text !== '') problems.push(`${name}: a body where the contract documents none`);
      } else if (!mediaTypes.includes(type)) {
        problems.push(`${name}: Content-Type "${type}" is not one of ${mediaTypes.join(', ')}`);
      } else if (type === 'application/json') {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          problems.push(`${name}: the body is not JSON`);
        }
        if (problems.length === 0) {
          const result = api.validator.validateResponse(body, operation, status);
          if (!result.valid) problems.push(`${name}: ${describeErrors(result.errors)} in ${text.slice(0, 300)}`);
        }
      }
      // Only a status that documents headers has any to check (and only then are they compiled).
      if (Object.keys(documented.headers ?? {}).length > 0) {
        const headers: Record<string, string> = {};
        response.headers.forEach((value, key) => {
          headers[key] = value;
        });
        const result = api.validator.validateResponseHeaders(headers, operation, {
          statusCode: status,
          setMatchType: SetMatchType.Superset,
        });
        if (!result.valid) problems.push(`${name}: headers: ${describeErrors(result.errors)}`);
      }
      return problems;
    },
  };
}
