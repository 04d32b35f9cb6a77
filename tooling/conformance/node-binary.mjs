// respect (@redocly/cli) declares Node 22.12 or newer. The machine's Node may be older: a Node 22
// binary then comes from the npm registry, kept where `npm run test:node` keeps its lines
// (@portal/scripts' node-download).
import { join } from 'node:path';
import { downloadedVersions, NODE_PACKAGE, newestPublished, nodeBin } from '@portal/scripts/node-download';
import { compareVersions } from '@portal/scripts/node-lines';

const LEAST = '22.12.0';
const atLeast = (version) => compareVersions(version, LEAST) >= 0;

/** A Node binary respect runs on: this one when new enough, one already downloaded, or Node 22 fetched once. */
export function respectNode({ log = console.log } = {}) {
  if (process.env.CONFORMANCE_NODE) return process.env.CONFORMANCE_NODE;
  if (atLeast(process.versions.node)) return process.execPath;
  const cached = downloadedVersions(atLeast).at(-1);
  if (cached) return join(nodeBin(cached), 'node');
  if (process.platform !== 'linux') throw new Error(`respect necesita Node ${LEAST} o más nuevo; este es ${process.versions.node}.`);
  const version = newestPublished('22');
  if (!version) throw new Error(`no pude consultar ${NODE_PACKAGE}@22 en el registro de npm`);
  log('  respect necesita Node 22.');
  return join(nodeBin(version, log), 'node');
}
