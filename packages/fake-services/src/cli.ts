/// <reference types="node" />
// Node only: the browser-safe entry (index) never imports this file.
import { DEMO_RESIDENT, NEW_RESIDENT } from './seed';
import { PortBusyError, startFakeServer } from './server';

function readInteger(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} debe ser un número entero entre ${min} y ${max} (recibido: "${raw}").`);
  }
  return value;
}

async function main(): Promise<void> {
  const port = readInteger('FAKE_PORT', 4010, 0, 65535);
  const accessTokenTtlSeconds = readInteger('FAKE_ACCESS_TOKEN_TTL', 300, 1, 86_400);
  const refreshTokenTtlSeconds = readInteger('FAKE_REFRESH_TOKEN_TTL', 86_400, 1, 30 * 86_400);
  const portalOrigin = process.env.PORTAL_ORIGIN || undefined;
  // The browser tests check every answer against the contract (openapi.yaml): GET /__dev/contract.
  const checkContract = process.env.FAKE_CHECK_CONTRACT === '1';
  // The browser tests keep every report of a run for their sweep (apps/portal/e2e/sweep.spec.ts).
  const reportsKept = readInteger('FAKE_REPORTS_KEPT', 500, 1, 1_000_000);
  const server = await startFakeServer({ port, accessTokenTtlSeconds, refreshTokenTtlSeconds, portalOrigin, checkContract, reportsKept });
  console.log(
    `[fake-services] Servicios simulados en ${server.url} (portal: ${server.state.portalOrigin}, token de acceso: ${accessTokenTtlSeconds} s, de actualización: ${refreshTokenTtlSeconds} s, gracia de reúso: ${server.state.refreshReuseGraceSeconds} s)`,
  );
  console.log(`[fake-services] Vecina: DNI ${DEMO_RESIDENT.dni} / ${DEMO_RESIDENT.email} / ${DEMO_RESIDENT.password}`);
  console.log(`[fake-services] Primera visita: DNI ${NEW_RESIDENT.dni} / ${NEW_RESIDENT.email} / ${NEW_RESIDENT.password}`);
  console.log(`[fake-services] Correo: GET ${server.url}/__dev/mailbox · reinicio: POST ${server.url}/__dev/reset`);
  console.log(`[fake-services] Informes (CSP, errores, métricas): ${server.url}/__dev/reports`);
  if (checkContract) console.log(`[fake-services] Contrato (openapi.yaml) verificado en cada respuesta: GET ${server.url}/__dev/contract`);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`[fake-services] ${error instanceof PortBusyError || error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
