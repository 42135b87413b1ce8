import { describe, expect, it } from 'vitest';
import { withoutDependency } from './root-stylesheet-not-preloaded.ts';

const isRootCss = (file: string) => /^assets\/root-[\w-]+\.css$/.test(file);
const chunk = (table: string[], ...calls: number[][]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(table)})))=>i.map(i=>d[i]);` +
  calls.map((c, n) => `const l${n}=()=>o(()=>import("./x${n}.js"),__vite__mapDeps([${c.join(',')}]));`).join('');

describe('withoutDependency', () => {
  it.each([
    [
      'the root stylesheet at the end of the table',
      chunk(['assets/a.js', 'assets/vendor.js', 'assets/root-Dk.css'], [0, 1, 2]),
      chunk(['assets/a.js', 'assets/vendor.js'], [0, 1]),
    ],
    [
      'in the middle: the indices after it move down, in every call',
      chunk(['assets/a.js', 'assets/root-Dk.css', 'assets/b.js', 'assets/b.css'], [0, 1], [2, 1, 3]),
      chunk(['assets/a.js', 'assets/b.js', 'assets/b.css'], [0], [1, 2]),
    ],
    [
      'a chunk that needs only the root stylesheet',
      chunk(['assets/root-Dk.css', 'assets/a.js'], [0], [1, 0]),
      chunk(['assets/a.js'], [], [0]),
    ],
  ])('%s', (_name, code, expected) => {
    expect(withoutDependency(code, isRootCss)).toBe(expected);
  });

  it.each([
    ['a chunk without a dependency table', 'import("./a.js");'],
    ['a table without the root stylesheet', chunk(['assets/a.js', 'assets/listing-Dk.css'], [0, 1])],
  ])('leaves %s as it was', (_name, code) => {
    expect(withoutDependency(code, isRootCss)).toBe(code);
  });
});
