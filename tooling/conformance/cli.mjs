// npm run conformance [-- --services services.json --accounts accounts.json --report file]
// Without --services it starts the fake services and runs against them.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { respectNode } from './node-binary.mjs';
import { resultLine, totalLine, writeReport } from './report.mjs';
import { partsOf, REQUIREMENTS } from './requirements.mjs';
import { isTestService, runConformance } from './runner.mjs';

const USAGE = `Uso: npm run conformance -- [--services services.json --accounts accounts.json] [--report informe.xml|.json] [--only R1,R2]
Sin --services, levanta los servicios simulados y prueba contra ellos.`;

const readJson = (path, what) => {
  try {
    return JSON.parse(readFileSync(resolve(path), 'utf8'));
  } catch (error) {
    throw new Error(`no pude leer ${what} (${path}): ${error.message}`);
  }
};

async function fakeTarget() {
  const { startFakeServer } = await import('@portal/fake-services/server');
  const { DEMO_RESIDENT, NEW_RESIDENT, UNREGISTERED_RESIDENTS } = await import('@portal/fake-services');
  const server = await startFakeServer({ port: 0, printMail: false });
  const resident = (r) => ({ dni: String(r.dni), email: r.email, password: r.password });
  return {
    services: [
      {
        name: 'servicios simulados',
        auth: server.config.auth,
        municipal: server.config.municipal,
        incidents: server.config.incidents,
        handoff: server.config.handoff,
        fakes: server.url,
      },
    ],
    accounts: {
      residents: [resident(DEMO_RESIDENT), resident(NEW_RESIDENT)],
      unregisteredDni: String(UNREGISTERED_RESIDENTS[0].dni),
      linkingDni: String(UNREGISTERED_RESIDENTS[1].dni),
    },
    close: () => server.close(),
  };
}

export async function main(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      services: { type: 'string' },
      accounts: { type: 'string' },
      report: { type: 'string' },
      only: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.services && !values.accounts) throw new Error(`--services pide también --accounts.\n${USAGE}`);
  const requirements = values.only ? REQUIREMENTS.filter((r) => values.only.split(',').includes(r.id)) : REQUIREMENTS;
  const target = values.services
    ? {
        services: [].concat(readJson(values.services, 'services.json').services ?? readJson(values.services, 'services.json')),
        accounts: readJson(values.accounts, 'accounts.json'),
        close: async () => {},
      }
    : await fakeTarget();
  const node = respectNode();
  const runs = [];
  try {
    for (const service of target.services) {
      if (!service.auth) throw new Error('cada servicio de services.json necesita al menos auth (y municipal, incidents).');
      const name = service.name ?? service.auth;
      console.log(`\nContrato (packages/api-client/CONTRACT.md) contra ${name} (${service.auth}):`);
      const results = await runConformance({ service, accounts: target.accounts, node, requirements });
      for (const result of results) console.log(resultLine(result));
      console.log(totalLine(results));
      if (!isTestService(service, target.accounts)) {
        const skipped = requirements.filter((r) => partsOf(r).some((part) => part.risk)).map((r) => r.id);
        console.log(`No probé ${skipped.join(', ')}: ${service.auth} no figura como servicio de prueba en accounts.json (testServices).`);
      }
      runs.push({ service: name, results });
    }
  } finally {
    await target.close();
  }
  const report = resolve(values.report ?? 'conformance-report.xml');
  writeReport(report, runs);
  console.log(`Informe: ${report}`);
  return runs.some((run) => run.results.some((r) => r.status === 'fails')) ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`✖ ${error.message}`);
      process.exit(2);
    },
  );
}
