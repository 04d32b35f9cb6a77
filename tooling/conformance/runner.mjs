// Runs the requirements' workflows with Redocly's respect against one service and says, per
// requirement, whether it holds, fails (with the answer that broke it) or was not tried (and why).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { startHarness } from './harness.mjs';
import { REQUIREMENTS, RISKS, workflowPath } from './requirements.mjs';

const require = createRequire(import.meta.url);
const RESPECT = join(require.resolve('@redocly/cli/package.json'), '..', 'bin', 'cli.js');

const trimSlash = (url) => url.replace(/\/+$/, '');

/** Whether accounts.json marks the service as one whose accounts may be locked, signed out and mailed. */
export function isTestService(service, accounts) {
  if (service.fakes) return true;
  const marked = (accounts.testServices ?? []).map(trimSlash);
  return marked.includes(trimSlash(service.auth)) || (service.name !== undefined && marked.includes(service.name));
}

/** Why a requirement is not tried against this service, or null when it runs. */
export function whyNotTried(requirement, service, accounts) {
  if (requirement.risk && !isTestService(service, accounts)) {
    return `${RISKS[requirement.risk]}, y ${service.auth} no figura en testServices de accounts.json`;
  }
  if (requirement.needs === 'providerPages' && !service.fakes) {
    return 'las páginas de los proveedores de identidad ingresan a una persona real: probalo a mano desde el portal (ver CONTRACT.md)';
  }
  if (requirement.needs === 'fastClock' && !service.fakes) {
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
    // Addresses no account has: a new e-mail to confirm (R10) and a stranger's (R6).
    newEmail: accounts.newEmail ?? `conformidad-${tag}@${domain}`,
    strangerEmail: accounts.strangerEmail ?? `nadie-${tag}@${domain}`,
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
const RISK_ORDER = { revocation: 1, 'mail-limit': 2, lockout: 3 };
function runOrder(requirements, service) {
  if (service.fakes) return requirements;
  return [...requirements].sort((a, b) => (RISK_ORDER[a.risk] ?? 0) - (RISK_ORDER[b.risk] ?? 0));
}

/**
 * A real service's mail limit (R6) stopping a sign-in the workflow needed is no failure of the
 * requirement: the residents' allowance is shared by every workflow of the run. The fakes start
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

/**
 * Runs the requirements against one service. `node` is the Node binary respect runs on;
 * `onStart` is told each requirement as its workflow begins (the tests' broken fakes use it).
 * Answers one result per requirement: {id, title, status: 'holds'|'fails'|'not-tried', detail, file}.
 */
export async function runConformance({ service, accounts, node, requirements = REQUIREMENTS, onStart, keepOutput = false }) {
  const results = [];
  const toRun = [];
  for (const requirement of requirements) {
    const why = whyNotTried(requirement, service, accounts);
    if (why) results.push({ id: requirement.id, title: requirement.title, file: requirement.file, status: 'not-tried', detail: why });
    else toRun.push(requirement);
  }
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
      const { output } = await runRespect(node, [...runOrder(toRun, service).map(workflowPath), ...inputs, ...servers, '--json-output', report]);
      let json;
      try {
        json = JSON.parse(readFileSync(report, 'utf8'));
      } catch {
        throw new Error(`respect no escribió su informe:\n${output.slice(-1200)}`);
      }
      for (const requirement of toRun) {
        const file = Object.entries(json.files ?? {}).find(([name]) => name.endsWith(requirement.file))?.[1];
        const workflow = file?.executedWorkflows?.find((w) => w.workflowId === requirement.id);
        const base = { id: requirement.id, title: requirement.title, file: requirement.file };
        if (!workflow) {
          results.push({ ...base, status: 'fails', detail: `respect no ejecutó el workflow ${requirement.id}` });
          continue;
        }
        const failed = firstFailure(workflow.executedSteps);
        if (workflow.status === 'success' && !failed) results.push({ ...base, status: 'holds', detail: '' });
        else if (stoppedByMailLimit(failed, service)) {
          const wait = failed.response.headers?.['retry-after'];
          results.push({
            ...base,
            status: 'not-tried',
            detail: `el límite de correos del servicio (R6) frenó el paso ${failed.stepId} (429${wait ? `, Retry-After ${wait} s` : ''}): volvé a correrlo más tarde con --only ${requirement.id}`,
          });
        } else {
          const detail = failed ? describeFailure(failed, stepDescriptions(workflowPath(requirement))) : `el workflow terminó con estado ${workflow.status}`;
          results.push({ ...base, status: 'fails', detail });
        }
      }
      if (keepOutput) results.output = output;
    } finally {
      await harness.close();
      rmSync(work, { recursive: true, force: true });
    }
  }
  const order = new Map(requirements.map((r, index) => [r.id, index]));
  return results.sort((a, b) => order.get(a.id) - order.get(b.id));
}
