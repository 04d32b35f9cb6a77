// The conformance stage of `npm test` fails naming the requirements the fakes break.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { failedRequirements } from './conformance.mjs';

it('names the requirements a report says do not hold, and only those', () => {
  const report = join(mkdtempSync(join(tmpdir(), 'conformance-')), 'report.json');
  writeFileSync(
    report,
    JSON.stringify([
      {
        service: 'servicios simulados',
        results: [
          { id: 'R4', title: 'Cerrar sesión la termina en el servicio', status: 'holds' },
          { id: 'R5', title: 'Un token de actualización robado se detecta', status: 'fails', detail: '…' },
          { id: 'R7', title: 'Ingreso con proveedor', status: 'not-tried', detail: '…' },
        ],
      },
    ]),
  );
  expect(failedRequirements(report)).toEqual(['R5 (Un token de actualización robado se detecta)']);
});
