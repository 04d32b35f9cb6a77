import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_RESIDENT, NEW_RESIDENT, PROVIDER_IDENTITIES, UNREGISTERED_RESIDENTS } from '@portal/fake-services';
import { type MailedSecret, residentDataIn, sweepSecrets } from '../config/report-sweep';
import { MAILED_FILE } from './fixtures';
import { collected } from './reports-helpers';

// The sweep, run once every other browser test has (its own project in playwright.config.ts,
// depending on the suite's): no report the collector kept in the whole run, from the signed-in
// journeys above all, holds a seeded resident's DNI, e-mail, name or street, any token, or any
// code or link the run was mailed (config/report-sweep.ts says how it looks).

/** The streets of the residents' addresses: the demo resident's seeded one (fake-services' world.ts) and those the profile tests choose. */
const STREETS = ['Sarmiento', 'Alsina'];

test('no report the run sent holds anything of a resident', async ({ request }, testInfo) => {
  const reports = await collected(request);
  const file = join(testInfo.project.outputDir, MAILED_FILE);
  const mails = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as MailedSecret)
    : [];
  const secrets = sweepSecrets([DEMO_RESIDENT, NEW_RESIDENT, ...PROVIDER_IDENTITIES, ...UNREGISTERED_RESIDENTS], STREETS, mails);
  const counts = new Map<string, number>();
  for (const report of reports) counts.set(report.type, (counts.get(report.type) ?? 0) + 1);
  const byType = [...counts].map(([type, count]) => `${type} ${count}`);
  console.log(
    `Barrido de informes: ${reports.length} revisados (${byType.join(', ')}), contra ${mails.length} correos enviados en la corrida`,
  );
  testInfo.annotations.push({ type: 'informes revisados', description: String(reports.length) });
  // A sweep of nothing proves nothing: the run's pages always send some (at least their vitals).
  expect(reports.length, 'reports checked').toBeGreaterThan(0);
  expect(residentDataIn(reports, secrets)).toEqual([]);
});
