// Runs the requirements' workflows with Redocly's respect against one service and says, per
// requirement, whether it holds, fails (with the answer that broke it) or was not tried (and why).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { startHarness } from './harness.mjs';
import { partsOf, REQUIREMENTS, RISKS, workflowPath } from './requirements.mjs';

const require = createRequire(import.meta.url);
const RESPECT = join(require.resolve('@redocly/cli/package.json'), '..', 'bin', 'cli.js');

const trimSlash = (url) => url.replace(/\/+$/, '');

/** Whether accounts.json marks the service as one whose accounts may be locked, signed out and mailed. */
export function isTestService(service, accounts) {
  if (service.fakes) return true;
  const marked = (accounts.testServices ?? []).map(trimSlash);
  return marked.includes(trimSlash(service.auth)) || (service.name !== undefined && marked.includes(service.name));
}

/** Why a requirement's workflow (one of `partsOf`) is not tried against this service, or null when it runs. */
export function whyNotTried(workflow, service, accounts) {
  if (workflow.risk && !isTestService(service, accounts)) {
    return `${RISKS[workflow.risk]}, y ${service.auth} no figura en testServices de accounts.json`;
  }
  if (workflow.needs === 'providerPages' && !service.fakes) {
    return 'las páginas de los proveedores de identidad ingresan a una persona real: probalo a mano desde el portal (ver CONTRACT.md)';
  }
  if (workflow.needs === 'fastClock' && !service.fakes) {
    return 'pide 20 minutos sin actividad en el servicio (el reloj de los simulados los salta): probalo a mano';
  }
  if (!service.fakes && !service.mail) {
    return 'sin fuente de correo (mail en services.json): el código y los enlaces llegan por e-mail';
  }
  return null;
}

/** The inputs every workflow may use, from the two residents of accounts.json. */
export function inputsFor(accounts) {
  const [first, second] = accounts.residents ?? [];
  if (!first || !second) throw new Error('accounts.json tiene que nombrar dos vecinos (residents) con dni, email y password.');
  const tag = Date.now().toString(36);
  const [, domain = 'example.com'] = first.email.split('@');
  return {
    dni: String(first.dni),
    email: first.email,
    password: first.password,
    otherDni: String(second.dni),
    otherEmail: second.email,
    otherPassword: second.password,
    // Addresses no account has: a new e-mail to confirm (R10), a stranger's (R6) and the one a
    // claimant registers with (R12).
    newEmail: accounts.newEmail ?? `conformidad-${tag}@${domain}`,
    strangerEmail: accounts.strangerEmail ?? `nadie-${tag}@${domain}`,
    claimantEmail: accounts.claimantEmail ?? `reclamo-${tag}@${domain}`,
    // A DNI nobody registered, whose holder a provider can sign in (R12).
    unregisteredDni: String(accounts.unregisteredDni ?? ''),
    // A second one, that a linker registers and links with a provider (R17), and its address.
    linkingDni: String(accounts.linkingDni ?? ''),
    linkerEmail: accounts.linkerEmail ?? `vinculo-${tag}@${domain}`,
  };
}

/** stepId -> description, from a workflow file and the files it names. */
function stepDescriptions(file) {
  const descriptions = new Map();
  const read = (path) => {
    const document = parse(readFileSync(path, 'utf8'));
    for (const workflow of document.workflows ?? []) {
      for (const step of workflow.steps ?? []) {
        if (step.description) descriptions.set(`${workflow.workflowId}/${step.stepId}`, step.description);
      }
    }
    return document;
  };
  const document = read(file);
  for (const source of document.sourceDescriptions ?? []) {
    if (source.type === 'arazzo') read(join(file, '..', source.url));
  }
  return descriptions;
}

const short = (value, length = 240) => {
  // Tokens say nothing to the reader and would fill the line.
  const text = (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '<jwt>');
  return text === undefined ? '' : text.length > length ? `${text.slice(0, length)}…` : text;
};

/** The first step that failed, depth first through the child workflows. */
function firstFailure(steps) {
  for (const step of steps ?? []) {
    if (step.type === 'workflow') {
      const inner = firstFailure(step.executedSteps);
      if (inner) return inner;
    } else if (step.status !== 'success' || (step.checks ?? []).some((check) => !check.passed && check.severity === 'error')) {
      return step;
    }
  }
  return null;
}

const pathOf = (url) => {
  try {
    return new URL(url).pathname;
  } catch {
    return String(url);
  }
};

/**
 * A real service keeps what each workflow did to the residents: the ones that spend their mail
 * allowance go after the others, and the lock last of all.
 */
const RISK_ORDER = {
  revocation: 1,
  'account-closing': 1,
  linking: 1,
  'mail-limit': 2,
  'support-requests': 2,
  'checkuser-limit': 2,
  lockout: 3,
};
function runOrder(requirements, service) {
  if (service.fakes) return requirements;
  const order = (requirement) => Math.max(0, ...partsOf(requirement).map((part) => RISK_ORDER[part.risk] ?? 0));
  return [...requirements].sort((a, b) => order(a) - order(b));
}

/**
 * A real service's mail limit (R6) stopping a sign-in the workflow needed is no failure of the
 * requirement: the residents' allowance is shared by every workflow of the run (and this
 * machine's checkuser/ allowance, R12, by every run of the last 15 minutes). The fakes start
 * each requirement afresh, so there a 429 nobody asked for is one.
 */
function stoppedByMailLimit(step, service) {
  if (service.fakes || step?.response?.statusCode !== 429) return false;
  return !(step.checks ?? []).some((check) => check.name === 'success criteria check' && String(check.condition ?? '').includes('429'));
}

/** What broke, in one line: the step, the call, the answer and the check it did not meet. */
function describeFailure(step, descriptions) {
  const check = (step.checks ?? []).find((c) => !c.passed && c.severity === 'error') ?? (step.checks ?? []).find((c) => !c.passed);
  const what = descriptions.get(`${step.workflowId}/${step.stepId}`);
  const call = step.request ? `${step.request.method.toUpperCase()} ${pathOf(step.request.url)}` : '';
  const answer = step.response ? `respondió ${step.response.statusCode} ${short(step.response.body ?? '')}`.trim() : 'no respondió';
  const expected = check ? (check.condition ?? `${check.name}: ${short(check.message, 200)}`) : 'un paso anterior falló';
  return `${what ? `${what} ` : ''}[paso ${step.stepId}: ${call} ${answer}; se esperaba ${expected}]`;
}

function runRespect(node, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(node, [RESPECT, 'respect', ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** One requirement's result from its workflows' (`parts`, each {part, status, detail}). */
export function combine(requirement, parts) {
  const base = { id: requirement.id, title: requirement.title, file: requirement.file };
  const failed = parts.find((p) => p.status === 'fails');
  if (failed) return { ...base, status: 'fails', detail: failed.detail };
  const notTried = parts.filter((p) => p.status === 'not-tried');
  if (notTried.length === parts.length)
    return { ...base, status: 'not-tried', detail: [...new Set(notTried.map((p) => p.detail))].join('; ') };
  // What held is said to hold; what was not tried is named, so nobody reads the line as the whole.
  const detail = notTried.map((p) => `no probé ${p.part.what}: ${p.detail}`).join('; ');
  return { ...base, status: 'holds', detail };
}

/**
 * Runs the requirements against one service. `node` is the Node binary respect runs on;
 * `onStart` is told each requirement as its workflow begins (the tests' broken fakes use it).
 * Answers one result per requirement: {id, title, status: 'holds'|'fails'|'not-tried', detail, file}.
 */
export async function runConformance({ service, accounts, node, requirements = REQUIREMENTS, onStart, keepOutput = false }) {
  // requirement id -> [{part, status?, detail?}]; a part without status is to be run.
  const parts = new Map();
  for (const requirement of requirements) {
    parts.set(
      requirement.id,
      partsOf(requirement).map((part) => {
        const why = whyNotTried(part, service, accounts);
        return why ? { part, status: 'not-tried', detail: why } : { part };
      }),
    );
  }
  const toRun = requirements.filter((r) => parts.get(r.id).some((p) => !p.status));
  const skipped = toRun.flatMap((r) =>
    parts
      .get(r.id)
      .filter((p) => p.status)
      .map((p) => p.part.workflowId),
  );
  let output = '';
  if (toRun.length > 0) {
    const harness = await startHarness(service, { onStart });
    const work = mkdtempSync(join(tmpdir(), 'conformance-'));
    try {
      const report = join(work, 'respect.json');
      const inputs = Object.entries(inputsFor(accounts)).flatMap(([name, value]) => ['--input', `${name}=${value}`]);
      const servers = [
        ['auth', service.auth],
        ['municipal', service.municipal],
        ['incidents', service.incidents],
        ['harness', harness.url],
      ]
        .filter(([, url]) => url)
        .flatMap(([name, url]) => ['--server', `${name}=${trimSlash(url)}`]);
      const skips = skipped.length > 0 ? ['--skip', skipped.join(',')] : [];
      ({ output } = await runRespect(node, [
        ...runOrder(toRun, service).map(workflowPath),
        ...inputs,
        ...servers,
        ...skips,
        '--json-output',
        report,
      ]));
      let json;
      try {
        json = JSON.parse(readFileSync(report, 'utf8'));
      } catch {
        throw new Error(`respect no escribió su informe:\n${output.slice(-1200)}`);
      }
      for (const requirement of toRun) {
        const file = Object.entries(json.files ?? {}).find(([name]) => name.endsWith(requirement.file))?.[1];
        for (const entry of parts.get(requirement.id)) {
          if (entry.status) continue;
          const { workflowId } = entry.part;
          const workflow = file?.executedWorkflows?.find((w) => w.workflowId === workflowId);
          if (!workflow) {
            Object.assign(entry, { status: 'fails', detail: `respect no ejecutó el workflow ${workflowId}` });
            continue;
          }
          const failed = firstFailure(workflow.executedSteps);
          if (workflow.status === 'success' && !failed) Object.assign(entry, { status: 'holds', detail: '' });
          else if (stoppedByMailLimit(failed, service)) {
            const wait = failed.response.headers?.['retry-after'];
            const limit = /\/(checkuser|customuser)\/$/.test(pathOf(failed.request?.url ?? ''))
              ? 'el límite de checkuser/ y customuser/ del servicio (R12)'
              : 'el límite de correos del servicio (R6)';
            Object.assign(entry, {
              status: 'not-tried',
              detail: `${limit} frenó el paso ${failed.stepId} (429${wait ? `, Retry-After ${wait} s` : ''}): volvé a correrlo más tarde con --only ${requirement.id}`,
            });
          } else {
            const detail = failed
              ? describeFailure(failed, stepDescriptions(workflowPath(requirement)))
              : `el workflow terminó con estado ${workflow.status}`;
            Object.assign(entry, { status: 'fails', detail });
          }
        }
      }
    } finally {
      await harness.close();
      rmSync(work, { recursive: true, force: true });
    }
  }
  const results = requirements.map((requirement) => combine(requirement, parts.get(requirement.id)));
  if (keepOutput) results.output = output;
  return results;
}
