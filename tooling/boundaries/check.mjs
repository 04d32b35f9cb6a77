#!/usr/bin/env node
// The house rules on imports (the README's "Layout": imports flow one way, through each package's
// exports), checked over every workspace package:
// - a feature package never imports another feature package;
// - a package imports another only through its public entries (its package.json `exports`),
//   never a deep path such as `@portal/ui-kit/src/button`, and never reaches out of its own
//   directory with a relative path;
// - a package imports a workspace package only when its package.json declares it;
// - no import circle inside a package: modules that import each other, type-only imports and
//   dynamic imports included (a circle through types is still two modules that cannot be
//   understood apart). KNOWN_CIRCLES lists circles left to go, which must not change: a new
//   circle fails, and so does a known one that has gone (take it off the list). It is empty.
//
//   node tooling/boundaries/check.mjs [repository root]   → prints what it checked; exit 1 on a breach
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FEATURE_PACKAGES = [
  '@portal/auth-flow',
  '@portal/recovery',
  '@portal/registration',
  '@portal/profile',
  '@portal/claims',
  '@portal/privacy-policy',
];
/**
 * Circles that exist and are to go, by package: each the sorted files of one circle, relative to
 * the package. None is left; a circle found later is fixed, not listed here.
 */
export const KNOWN_CIRCLES = {};
const WORKSPACE_GROUPS = ['apps', 'packages', 'tooling'];
const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '/index.ts', '/index.tsx', '/index.js'];
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'coverage', '__fixtures__', '.turbo']);

/** Every workspace package under apps/, packages/ and tooling/ that has a package.json. */
export function findPackages(root) {
  const packages = [];
  for (const group of WORKSPACE_GROUPS) {
    const groupDir = join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const name of readdirSync(groupDir).sort()) {
      const dir = join(groupDir, name);
      const manifestFile = join(dir, 'package.json');
      if (!existsSync(manifestFile)) continue;
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
      packages.push({
        name: manifest.name,
        dir,
        exports: manifest.exports,
        declared: new Set(
          ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) =>
            Object.keys(manifest[field] ?? {}),
          ),
        ),
      });
    }
  }
  return packages;
}

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (!SKIPPED_DIRS.has(entry) && (!entry.startsWith('.') || entry === '.storybook')) files.push(...sourceFiles(path));
    } else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) {
      files.push(path);
    }
  }
  return files;
}

/** Module specifiers of static imports, re-exports, dynamic imports, require() and vi.mock(). */
export function importSpecifiers(code) {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const patterns = [
    /\bimport\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g,
    /\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|{[^}]*})\s*from\s+['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bvi\.(?:mock|importActual)\s*\(\s*['"]([^'"]+)['"]/g,
  ];
  const found = new Set();
  for (const pattern of patterns) for (const match of withoutComments.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/** `@portal/ui-kit/theme` → ['@portal/ui-kit', './theme']; `react` → ['react', '.']. */
export function splitSpecifier(specifier) {
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, nameLength).join('/');
  const rest = parts.slice(nameLength).join('/');
  return [name, rest ? `./${rest}` : '.'];
}

/** Whether a subpath is one of the package's public entries (`exports` keys, `*` patterns too). */
export function isPublicEntry(exportsField, subpath) {
  if (subpath.startsWith('./src/') || subpath === './src') return false;
  if (exportsField === undefined || typeof exportsField === 'string' || Array.isArray(exportsField)) {
    return subpath === '.';
  }
  const keys = Object.keys(exportsField);
  if (!keys.some((key) => key.startsWith('.'))) return subpath === '.'; // conditions only
  return keys.some((key) => {
    if (!key.includes('*')) return key === subpath;
    const [before, after] = key.split('*');
    return subpath.startsWith(before) && subpath.endsWith(after) && subpath.length >= before.length + after.length;
  });
}

/** The file a relative import names, as the bundlers resolve it; undefined when there is none. */
function resolveRelative(target) {
  return RESOLVED_EXTENSIONS.map((extension) => target + extension).find((file) => existsSync(file) && statSync(file).isFile());
}

/** The circles of a graph (file → files it imports): its strongly connected parts of two or more files. */
export function circles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const imported of graph.get(file) ?? []) {
      if (!index.has(imported)) {
        visit(imported);
        low.set(file, Math.min(low.get(file), low.get(imported)));
      } else if (onStack.has(imported)) {
        low.set(file, Math.min(low.get(file), index.get(imported)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const part = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      part.push(member);
    } while (member !== file);
    if (part.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(part.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** Every breach of the rules in the workspace at `root`, and what was looked at. */
export function checkBoundaries(root, { knownCircles = KNOWN_CIRCLES } = {}) {
  const packages = findPackages(root);
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const violations = [];
  const checked = [];
  for (const pkg of packages) {
    const files = sourceFiles(pkg.dir);
    const graph = new Map(files.map((file) => [relative(pkg.dir, file), []]));
    let imports = 0;
    for (const file of files) {
      const where = relative(root, file);
      for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
        imports++;
        if (specifier.startsWith('.')) {
          const target = resolve(dirname(file), specifier);
          if (target !== pkg.dir && !target.startsWith(pkg.dir + sep)) {
            violations.push({ file: where, specifier, rule: 'relative-escape', message: `reaches outside ${pkg.name} with a relative path` });
            continue;
          }
          const imported = resolveRelative(target);
          if (imported && graph.has(relative(pkg.dir, imported))) graph.get(relative(pkg.dir, file)).push(relative(pkg.dir, imported));
          continue;
        }
        const [name, subpath] = splitSpecifier(specifier);
        const target = byName.get(name);
        if (!target || target === pkg) continue;
        if (FEATURE_PACKAGES.includes(pkg.name) && FEATURE_PACKAGES.includes(name)) {
          violations.push({ file: where, specifier, rule: 'feature-to-feature', message: `feature package ${pkg.name} imports feature package ${name}` });
        }
        if (!isPublicEntry(target.exports, subpath)) {
          violations.push({ file: where, specifier, rule: 'deep-import', message: `${subpath} is not a public entry of ${name}` });
        }
        if (!pkg.declared.has(name)) {
          violations.push({ file: where, specifier, rule: 'undeclared', message: `${pkg.name} does not declare ${name} in its package.json` });
        }
      }
    }
    const known = (knownCircles[pkg.name] ?? []).map((circle) => circle.join(', '));
    const present = circles(graph).map((circle) => circle.join(', '));
    for (const circle of present.filter((circle) => !known.includes(circle))) {
      const first = circle.split(', ')[0];
      violations.push({ file: join(relative(root, pkg.dir), first), specifier: circle, rule: 'import-circle', message: 'these modules import each other' });
    }
    for (const circle of known.filter((circle) => !present.includes(circle))) {
      violations.push({ file: relative(root, pkg.dir), specifier: circle, rule: 'known-circle-gone', message: 'this known circle is gone: take it off KNOWN_CIRCLES' });
    }
    checked.push({ name: pkg.name, dir: relative(root, pkg.dir), files: files.length, imports });
  }
  return { checked, violations };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? resolve(dirname(fileURLToPath(import.meta.url)), '../..'));
  const { checked, violations } = checkBoundaries(root);
  console.log(`Import boundaries in ${root}`);
  for (const pkg of checked) {
    console.log(`  ${pkg.name.padEnd(26)} ${pkg.dir.padEnd(26)} ${String(pkg.files).padStart(4)} files ${String(pkg.imports).padStart(5)} imports`);
  }
  const total = checked.reduce((sum, pkg) => sum + pkg.imports, 0);
  console.log(
    `${checked.length} packages, ${total} imports checked: feature → feature, deep paths, relative escapes, undeclared workspace packages, import circles.`,
  );
  for (const [name, list] of Object.entries(KNOWN_CIRCLES)) {
    for (const circle of list) console.log(`  known circle, to go, in ${name}: ${circle.join(', ')}`);
  }
  if (violations.length > 0) {
    console.error(`\n✖ ${violations.length} breach(es) of the import rules:`);
    for (const v of violations) console.error(`  ${v.file}: '${v.specifier}' — ${v.message} [${v.rule}]`);
    process.exit(1);
  }
  console.log('✓ No breach.');
}
