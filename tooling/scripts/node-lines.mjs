// Which Node the portal runs on: the lines it is tested on, and what a command says on another.
import { fail } from './pipeline.mjs';

/**
 * The Node lines the portal is tested on, each from the first release every dependency declares
 * it supports (package.json `engines` says the same): 22.22.2 for react-router 8.5 and
 * @inquirer/*, 24.15 for @inquirer/* and tsup 9. Node 20 is the machines' own line, where
 * `npm test` runs everything; `npm run test:node` checks the others.
 */
const NODE_LINES = { 20: '20.19.0', 22: '22.22.2', 24: '24.15.0', 26: '26.0.0' };
export const LTS_LINES = Object.keys(NODE_LINES).filter((line) => line !== '20');

export function compareVersions(a, b) {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/** Refuses a Node the build cannot run on; says what a Node outside the tested lines risks. */
export function checkNode(version = process.versions.node, warn = console.warn) {
  const lines = Object.values(NODE_LINES).join(', ');
  if (compareVersions(version, NODE_LINES[20]) < 0) {
    fail(`Hace falta Node ${NODE_LINES[20]} o más nuevo (el portal se prueba desde ${lines}); este es ${version}.`);
  }
  const line = version.split('.')[0];
  const floor = NODE_LINES[line];
  if (!floor) {
    warn(`⚠ Node ${version} no es una de las líneas en las que el portal se prueba (desde ${lines}); sigo igual.`);
  } else if (compareVersions(version, floor) < 0) {
    warn(`⚠ Node ${version}: las dependencias del portal piden ${floor} o más nuevo en la línea ${line}; sigo igual.`);
  } else if (line === '20') {
    warn(
      `⚠ Node ${version}: la línea 20 dejó de recibir actualizaciones en abril de 2026. Todo el portal se prueba en ella, ` +
        `pero react-router 8.5, ky 2 y tsup 9 declaran Node 22 o más nuevo (pnpm lo advierte al instalar) y una ` +
        `actualización suya puede dejar de andar acá: para trabajar en el portal usá ${LTS_LINES.map((l) => NODE_LINES[l]).join(', ')} o más nuevo.`,
    );
  }
}
