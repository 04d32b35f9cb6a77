// Citations of the product description. Comments, tests, stories and READMEs cite
// docs/product.md by the anchor of one of its headings (`docs/product.md#lock`); two older
// forms pointed to documents the repository does not hold and must not come back (the pattern is
// OUTDATED_CITATION below, any case):
// - a numbered section of "the spec" (the word spec, then section or sections);
// - the decisions file, by its name with the .md extension, or as the word decisions and a colon.
// Both rules are checked line by line over apps/, packages/ and tooling/ (and the root README):
// an outdated citation is reported by file and line, and so is a `docs/product.md#<anchor>` whose
// anchor is not a heading of docs/product.md (and a `](#anchor)` link inside docs/product.md).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const GROUPS = ['apps', 'packages', 'tooling'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'coverage', '.turbo']);
/** Sources, tests, stories (all [cm][jt]sx?, `.css.ts` included) and Markdown. */
const CHECKED_FILE = /\.(?:[cm]?[jt]sx?|mdx?)$/;
/** The outdated forms. Written so that this file does not match itself. */
const OUTDATED_CITATION = /spec\s+section|decisions(?:\.md|:)/i;
const PRODUCT_ANCHOR = /docs\/product\.md#([\p{L}\p{N}_-]+)/gu;
/** A link inside docs/product.md to one of its own headings: `](#lock)`. */
const OWN_ANCHOR = /\]\(#([^)\s]*)\)/g;

/**
 * The anchors GitHub gives the headings of a Markdown text: lower case, punctuation dropped,
 * spaces to hyphens, a repeated heading numbered (`-1`, `-2`). Headings inside code fences are
 * not headings.
 */
export function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/**
 * A file's text, or null once it is gone: the walk runs beside builds (turbo runs this test while
 * other packages build), whose bundlers write and delete files of their own as they go (tsup's
 * `tsup.config.bundled_*.mjs`), and a file that no longer exists cites nothing.
 */
function readIfPresent(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if (error?.code === 'ENOENT') return null;
    throw error;
  }
}

function checkedFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat === undefined) continue;
    if (stat.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry) && (!entry.startsWith('.') || entry === '.storybook')) files.push(...checkedFiles(path));
    } else if (CHECKED_FILE.test(entry)) {
      files.push(path);
    }
  }
  return files;
}

/**
 * Every outdated citation and every unknown docs/product.md anchor under `root`, as
 * `{ file, line, problem, text }` (file relative to root, with forward slashes; line from 1).
 * `files` says how many files were read.
 */
export function checkCitations(root) {
  const productFile = join(root, 'docs', 'product.md');
  const anchors = existsSync(productFile) ? headingAnchors(readFileSync(productFile, 'utf8')) : new Set();
  const files = GROUPS.map((group) => join(root, group))
    .filter((dir) => existsSync(dir))
    .flatMap(checkedFiles);
  if (existsSync(join(root, 'README.md'))) files.push(join(root, 'README.md'));
  const problems = [];
  for (const path of files) {
    const file = relative(root, path).split(sep).join('/');
    const content = readIfPresent(path);
    if (content === null) continue;
    content.split('\n').forEach((text, index) => {
      const line = index + 1;
      if (OUTDATED_CITATION.test(text)) {
        problems.push({ file, line, problem: 'cites a document the repository does not hold', text: text.trim() });
      }
      for (const [, anchor] of text.matchAll(PRODUCT_ANCHOR)) {
        if (!anchors.has(anchor)) {
          problems.push({ file, line, problem: `docs/product.md has no heading #${anchor}`, text: text.trim() });
        }
      }
    });
  }
  if (existsSync(productFile)) {
    readFileSync(productFile, 'utf8')
      .split('\n')
      .forEach((text, index) => {
        for (const [, anchor] of text.matchAll(OWN_ANCHOR)) {
          if (!anchors.has(anchor)) {
            problems.push({ file: 'docs/product.md', line: index + 1, problem: `no heading #${anchor}`, text: text.trim() });
          }
        }
      });
  }
  return { files: files.length, anchors, problems };
}

/** One line per problem: `file:line: problem: text`. */
export function formatProblems(problems) {
  return problems.map(({ file, line, problem, text }) => `${file}:${line}: ${problem}: ${text}`).join('\n');
}
