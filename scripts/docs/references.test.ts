// Every reference in the repository resolves inside it (scripts/docs/references.ts): a file that
// cites a docs/ file or anchor that does not exist, or points outside the repository, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, findProblems, headingSlug, type TextFile } from './references.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** Not the project's text: installed packages, the build, local data, git's own files. */
const SKIP_DIRS = new Set(['node_modules', 'build', 'data', '.git', '.react-router', 'coverage', 'test-results']);
const TEXT_FILE = /\.(?:ts|tsx|js|mjs|cjs|json|md|css|html|sql|ya?ml|txt|sh)$|^\.ci\/run$/;
/** This test's own file and the checker name the forbidden texts on purpose; the lock file is npm's. */
const SKIP_FILES = new Set(['scripts/docs/references.ts', 'scripts/docs/references.test.ts', 'package-lock.json']);

function repositoryFiles(dir = ROOT): TextFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    const path = relative(ROOT, full).split('\\').join('/');
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : repositoryFiles(full);
    if (!entry.isFile() || SKIP_FILES.has(path) || !TEXT_FILE.test(path)) return [];
    return [{ path, text: readFileSync(full, 'utf8') }];
  });
}

describe('headingSlug', () => {
  it.each([
    ['Errors and reason codes', 'errors-and-reason-codes'],
    ['Calls the specs leave open', 'calls-the-specs-leave-open'],
    ['First §7 The calls it makes', 'first-7-the-calls-it-makes'],
    ['`domain/` and `db/`', 'domain-and-db'],
    ['  Cart session ', 'cart-session'],
  ])('%s → %s', (heading, slug) => {
    expect(headingSlug(heading)).toBe(slug);
  });
});

describe('anchorsOf', () => {
  it('offers headings (repeats numbered), explicit ids, and nothing from inside a code fence', () => {
    const anchors = anchorsOf('# Title\n## Notes\n## Notes\n<a id="first-7"></a>\n```\n## Not a heading\n```\n');
    expect([...anchors].sort()).toEqual(['first-7', 'notes', 'notes-1', 'title']);
  });
});

describe('findProblems', () => {
  const docs = new Map([
    ['api.md', '# API\n## Identity\n'],
    ['spec.md', '<a id="first-7"></a>\n### First §7\n<a id="second-2"></a>\n'],
    ['decisions/2026-11-22-pincodes.md', '# Pincodes\n'],
  ]);
  const problemsOf = (text: string) => findProblems([{ path: 'x.ts', text }], docs).map((p) => p.problem);

  // The outside names are assembled, so this file does not itself cite what it teaches the check to refuse.
  const outside = {
    shared: ['..', 'shared', ['API', 'md'].join('.')].join('/'),
    design: ['DESIGN', 'md'].join('.'),
    section: '\u00a7',
  };
  it.each([
    ['// docs/api.md#identity and docs/spec.md#first-7, #second-2', 0],
    ['// see docs/decisions/2026-11-22-pincodes.md', 0],
    ['// docs/api.md#answers', 1],
    ['// docs/nothing.md', 1],
    ['// docs/spec.md#first-7 and #first-8', 1],
    [`// as ${outside.shared} says`, 2],
    [`// ${outside.design} rule 2`, 1],
    [`// first spec ${outside.section}7`, 1],
    ['// the spec\'s §5 "Chat form"', 1],
    ['// RFC 9111 §5.2.2.6 and a colour #first-rate', 0],
  ])('%s: %i problem(s)', (text, count) => {
    expect(problemsOf(text)).toHaveLength(count);
  });

  it('names the file and line of each problem', () => {
    expect(findProblems([{ path: 'a/b.ts', text: 'ok\n// docs/api.md#nope' }], docs)).toEqual([
      { path: 'a/b.ts', line: 2, problem: 'docs/api.md#nope: docs/api.md has no anchor "nope"' },
    ]);
  });
});

describe('the repository', () => {
  it('cites only docs files and anchors that exist, and nothing outside itself', () => {
    const files = repositoryFiles();
    const docs = new Map(
      files.filter((f) => f.path.startsWith('docs/')).map((f) => [f.path.slice('docs/'.length), f.text]),
    );
    expect(docs.has('spec.md') && docs.has('api.md') && docs.has('design.md')).toBe(true);
    const problems = findProblems(files, docs).map((p) => `${p.path}:${p.line}: ${p.problem}`);
    expect(problems).toEqual([]);
  });
});
