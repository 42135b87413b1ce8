// Vite's loader for a lazily imported chunk adds the stylesheets the chunk needs, unless the page
// already links one at the same address. React Router links the root route's stylesheet on every
// page with a `#` after its name (so that its taking a route's link away on navigation cannot remove
// one Vite added), so the loader never found it and linked it again as each lazy part arrived: a
// stylesheet added to the page makes the browser work out every element's style again (50 to 75 ms
// on a phone, after the paint: blocking time). The root is never unmounted, so its stylesheet is
// always there: this takes it out of the chunks' dependency lists (Vite's own `resolveDependencies`
// is never shown the stylesheets, only the chunks).
import type { Plugin } from 'vite';

const ROOT_STYLESHEET = /^assets\/root-[\w-]+\.css$/;
/** Vite's table of a chunk's dependencies: `m.f=["assets/a.js","assets/b.css"]`. */
const TABLE = /\bm\.f=(\[[^\]]*\])/;
/** A dynamic import's dependencies, as indices into the table: `__vite__mapDeps([0,1,4])`. */
const CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/** A chunk's code with `drop` taken out of its dependency table, the indices that follow renumbered. */
export function withoutDependency(code: string, drop: (file: string) => boolean): string {
  const table = TABLE.exec(code);
  if (!table) return code;
  const files = JSON.parse(table[1]!) as string[];
  if (!files.some(drop)) return code;
  const renumbered: (number | undefined)[] = [];
  const kept: string[] = [];
  for (const [i, file] of files.entries()) {
    if (drop(file)) continue;
    renumbered[i] = kept.length;
    kept.push(file);
  }
  return code
    .replace(TABLE, () => `m.f=${JSON.stringify(kept)}`)
    .replace(CALL, (_call, indices: string) => {
      const next = indices
        .split(',')
        .filter(Boolean)
        .map((i) => renumbered[Number(i)])
        .filter((i) => i !== undefined);
      return `__vite__mapDeps([${next.join(',')}])`;
    });
}

export function rootStylesheetNotPreloaded(): Plugin {
  return {
    name: 'suvarna:root-stylesheet-not-preloaded',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After Vite's own post hook has written the dependency tables in place of its placeholders.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') output.code = withoutDependency(output.code, (file) => ROOT_STYLESHEET.test(file));
        }
      },
    },
  };
}
