import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCitations, formatProblems, headingAnchors } from './citations.mjs';

const REPOSITORY = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

// The outdated forms, assembled so that this file does not carry them.
const SPEC = 'spec';
const DECISIONS = 'decisions';

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function workspace(files) {
  const root = mkdtempSync(join(tmpdir(), 'citations-'));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

const PRODUCT = '# The product\n\n## Sign-in\n\n### Lock\n\nSee [Lock](#lock).\n\n## Constants and limits\n';

describe('headingAnchors', () => {
  it('gives the GitHub anchors of the headings, numbering repeats and ignoring code fences', () => {
    const anchors = headingAnchors(
      '# Portal del Vecino\n## Not-found and error pages\n## `/perfil`, the page\n## Lock\n## Lock\n```\n# not a heading\n```\n',
    );
    expect([...anchors]).toEqual(['portal-del-vecino', 'not-found-and-error-pages', 'perfil-the-page', 'lock', 'lock-1']);
  });
});

describe('checkCitations', () => {
  it('passes citations of existing headings', () => {
    const root = workspace({
      'docs/product.md': PRODUCT,
      'packages/auth-flow/src/store.ts': '/** docs/product.md#lock: 300 s (docs/product.md#constants-and-limits). */\n',
      'packages/auth-flow/README.md': 'The lock ([`docs/product.md#lock`](../../docs/product.md#lock)).\n',
    });
    expect(checkCitations(root)).toMatchObject({ files: 2, problems: [] });
  });

  it("passes over a file that is gone when it is read, as a bundler's temporary file beside a build is", () => {
    const root = workspace({
      'docs/product.md': PRODUCT,
      'packages/auth-flow/src/store.ts': '/** docs/product.md#lock */\n',
    });
    // A link to nothing is listed by the walk, and there is nothing to read behind it.
    symlinkSync(join(root, 'packages/api-client/gone.mjs'), join(root, 'packages/auth-flow/tsup.config.bundled_x.mjs'));
    expect(checkCitations(root)).toMatchObject({ files: 1, problems: [] });
  });

  it('names the file and line of each outdated citation, in any case, in any checked file', () => {
    const root = workspace({
      'docs/product.md': PRODUCT,
      'apps/portal/src/main.tsx': `// fine\n// removed on load (${SPEC} section 9).\n`,
      'packages/profile/src/validation.test.ts': `it('checks the rules of ${SPEC.toUpperCase()} Sections 2–5', () => {});\n`,
      'packages/claims/README.md': `Own DNI (${DECISIONS}.md).\n`,
      'packages/auth-flow/src/store.css.ts': `\n\n/* (${DECISIONS}: the lock survives a reload) */\n`,
      'tooling/scripts/x.mjs': `// ${SPEC} section 1\n`,
    });
    const { problems } = checkCitations(root);
    expect(problems.map(({ file, line }) => `${file}:${line}`)).toEqual([
      'apps/portal/src/main.tsx:2',
      'packages/auth-flow/src/store.css.ts:3',
      'packages/claims/README.md:1',
      'packages/profile/src/validation.test.ts:1',
      'tooling/scripts/x.mjs:1',
    ]);
    expect(formatProblems(problems)).toContain(
      `apps/portal/src/main.tsx:2: cites a document the repository does not hold: // removed on load (${SPEC} section 9).`,
    );
  });

  it('skips node_modules, dist, storybook-static and test-results', () => {
    const outdated = `// ${SPEC} section 2\n`;
    const root = workspace({
      'docs/product.md': PRODUCT,
      'packages/ui-kit/node_modules/x/index.js': outdated,
      'packages/ui-kit/dist/index.js': outdated,
      'packages/ui-kit/storybook-static/main.js': outdated,
      'apps/portal/test-results/report.md': outdated,
      'packages/ui-kit/src/theme.css.ts': '// fine\n',
    });
    expect(checkCitations(root)).toMatchObject({ files: 1, problems: [] });
  });

  it('fails a docs/product.md anchor that is not a heading, here and inside docs/product.md', () => {
    const root = workspace({
      'docs/product.md': `${PRODUCT}\nSee [the calls](#calls).\n`,
      'packages/profile/src/store.ts': '\n// docs/product.md#saving-the-profile, docs/product.md#lock\n',
    });
    expect(checkCitations(root).problems).toEqual([
      {
        file: 'packages/profile/src/store.ts',
        line: 2,
        problem: 'docs/product.md has no heading #saving-the-profile',
        text: '// docs/product.md#saving-the-profile, docs/product.md#lock',
      },
      { file: 'docs/product.md', line: 11, problem: 'no heading #calls', text: 'See [the calls](#calls).' },
    ]);
  });
});

describe('the repository', () => {
  it('cites only docs/product.md, and only headings it has', () => {
    const { files, anchors, problems } = checkCitations(REPOSITORY);
    expect(anchors.size).toBeGreaterThan(20);
    expect(files).toBeGreaterThan(100);
    expect(formatProblems(problems)).toBe('');
  });
});
