// Keeps the repository explaining itself: every reference a file makes to the project's docs
// (`docs/<file>.md`, `docs/<file>.md#anchor`, and the short `#first-n` / `#second-n` that follow a
// docs/spec.md reference on the same line) must name a file and an anchor that exist, and nothing
// may point outside the repository (the specs and contract the store was first built from are
// summarised in docs/spec.md, docs/api.md and docs/design.md, which are what code cites).

export interface TextFile {
  path: string;
  text: string;
}

export interface Problem {
  path: string;
  line: number;
  problem: string;
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs (repeats numbered) and explicit ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const slug = headingSlug(heading[1] ?? '');
      const n = seen.get(slug) ?? 0;
      seen.set(slug, n + 1);
      anchors.add(n === 0 ? slug : `${slug}-${n}`);
    }
    for (const [, id = ''] of line.matchAll(/\bid="([^"]+)"/g)) anchors.add(id);
  }
  return anchors;
}

/** Texts that point outside the repository, each with what to write instead. */
const OUTSIDE: readonly { pattern: RegExp; instead: string }[] = [
  { pattern: /\.\.\/shared\b|\bshared\/(?:spec|API\.md|DESIGN\.md)/, instead: 'a docs/ file' },
  { pattern: /\b(?:API|DESIGN)\.md\b/, instead: 'docs/api.md or docs/design.md' },
  { pattern: /\bspec(?:'s)? ?§ ?\d/i, instead: 'docs/spec.md#first-n or #second-n' },
];

const DOC_REFERENCE = /\bdocs\/([\w./-]*[\w-]\.md)(?:#([\w-]+))?/g;
const SPEC_SHORT_ANCHOR = /(?<![\w/.-])#((?:first|second)-\d+)\b/g;

/**
 * The problems of `files` against the repository's docs (`docs`: path below docs/ → its text).
 * A file's own anchors need not be listed: only docs/ files are cited.
 */
export function findProblems(files: readonly TextFile[], docs: ReadonlyMap<string, string>): Problem[] {
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (doc: string) => {
    let found = anchorCache.get(doc);
    if (!found) anchorCache.set(doc, (found = anchorsOf(docs.get(doc) ?? '')));
    return found;
  };
  const problems: Problem[] = [];
  for (const file of files) {
    file.text.split('\n').forEach((text, index) => {
      const at = (problem: string) => problems.push({ path: file.path, line: index + 1, problem });
      for (const { pattern, instead } of OUTSIDE) {
        const hit = pattern.exec(text);
        if (hit) at(`"${hit[0]}" points outside the repository; cite ${instead}`);
      }
      for (const [whole, doc = '', anchor] of text.matchAll(DOC_REFERENCE)) {
        if (!docs.has(doc)) at(`${whole}: no such file under docs/`);
        else if (anchor && doc.endsWith('.md') && !anchors(doc).has(anchor))
          at(`${whole}: docs/${doc} has no anchor "${anchor}"`);
      }
      for (const [whole, anchor = ''] of text.matchAll(SPEC_SHORT_ANCHOR)) {
        if (!anchors('spec.md').has(anchor)) at(`${whole}: docs/spec.md has no anchor "${anchor}"`);
      }
    });
  }
  return problems;
}
