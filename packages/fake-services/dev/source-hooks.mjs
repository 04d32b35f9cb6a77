// Module hooks that run the fake services from their TypeScript source, and the workspace
// packages they use (@portal/rules, @portal/api-client) from theirs, as the dev server serves them
// to the screens (apps/portal/config/workspace-source.ts). Written synchronously so that one module
// serves both of Node's hook APIs (register-source.mjs picks one).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';

/** The export condition under which each workspace package's `exports` names its source module. */
const SOURCE_CONDITION = 'source';
const TYPESCRIPT = /\.tsx?$/;
/** How the sources import each other: without an extension, as bundlers resolve them. */
const EXTENSIONS = ['.ts', '.tsx', '/index.ts'];

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/**
 * A workspace package resolves to its source (only those: a dependency from the registry that
 * names a `source` condition of its own keeps its build), and a relative import written without
 * an extension in a TypeScript file finds that file.
 */
export function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith('@portal/')) {
    return nextResolve(specifier, { ...context, conditions: [SOURCE_CONDITION, ...context.conditions] });
  }
  const parent = context.parentURL;
  if (parent?.startsWith('file:') && TYPESCRIPT.test(parent) && /^\.\.?\//.test(specifier)) {
    const path = fileURLToPath(new URL(specifier, parent));
    if (!isFile(path)) {
      const found = EXTENSIONS.map((extension) => path + extension).find(isFile);
      if (found) return nextResolve(pathToFileURL(found).href, context);
    }
  }
  return nextResolve(specifier, context);
}

/** A TypeScript module, as JavaScript: types stripped by esbuild (already the tsup builds' compiler). */
export function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !TYPESCRIPT.test(url)) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    loader: url.endsWith('x') ? 'tsx' : 'ts',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    sourcefile: file,
    sourcemap: 'inline',
  });
  return { format: 'module', source: code, shortCircuit: true };
}
