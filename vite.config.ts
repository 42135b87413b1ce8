// The storefront's bundler configuration (React Router's Vite plugin). Vitest has its own
// vitest.config.ts, so this file only drives `react-router build` and the dev middleware.
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { rootStylesheetNotPreloaded } from './scripts/build/root-stylesheet-not-preloaded.ts';

/**
 * Modules the layout imports for the server's render only (the Organization JSON-LD, written under
 * `import.meta.env.SSR`, which hydration keeps as text). The browser build gets an empty module in
 * their place: left as they are, they and what they import (the showrooms' hours) would be bundled
 * into the root chunk that every page loads, whether or not anything calls them.
 */
const SERVER_RENDER_ONLY = ['/domain/seo/organization-json-ld.ts'];

function serverRenderOnly(): Plugin {
  const PREFIX = '\0server-render-only:';
  return {
    name: 'suvarna:server-render-only',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options.ssr || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && SERVER_RENDER_ONLY.some((s) => resolved.id.endsWith(s)) ? PREFIX + resolved.id : null;
    },
    load(id) {
      // Every named import of the stub is a property of its (empty) default export: undefined.
      return id.startsWith(PREFIX) ? { code: 'export default {};', syntheticNamedExports: true } : null;
    },
  };
}

const clientRoute = (file: string) =>
  new URL(`./app/${file}?__react-router-build-client-route`, import.meta.url).pathname;
const ROOT_ROUTE = clientRoute('root.tsx');
/**
 * Small modules that go with the root however the pages import them: the rupee format, which the
 * header's cart, the product cards and the product page's lazy parts all use; the lazy part that the
 * server renders with the page (ready-lazy), which the listing and the product page both import: a
 * file of its own on their first load, 0.33 KB, and about 0.1 KB in the root chunk; the breadcrumb
 * trail, which the listing, the content pages, the size guides and the gift pages all show: a file of
 * 0.28 KB on each of their first loads, 0.1 KB more on home's in the root chunk.
 */
const ALWAYS_ROOT = ['/domain/money/inr.ts', '/app/lib/ready-lazy.ts', '/app/components/ui/breadcrumb.tsx'];
/**
 * The listing's URL state and price scale: the route and its lazily hydrated filters both import them.
 * A chunk of their own, since the bundler would otherwise keep them in the route's chunk and split the
 * route into a facade over it (one more file, 0.27 KB on the listing's first load). The listing's
 * constants go with them, and the one-line test of a listing's path, which the route and the layout's
 * lazily loaded skeletons share: alone it was a file of 80 bytes on the listing's first load.
 */
const LISTING_STATE = [
  '/domain/listing/url-state.ts',
  '/domain/listing/price-range.ts',
  '/app/components/listing/listing-paths.ts',
];
/** The store's three main pages: what all three import goes with the root (see rootChunks). */
const MAIN_PAGES = ['routes/home.tsx', 'routes/listing.tsx', 'routes/product.tsx'].map(clientRoute);

/**
 * The client build's chunks (docs/decisions/2026-11-24-storefront-speed.md, "One root chunk").
 * Every page loads the root route and everything it imports statically: left to itself, the
 * bundler splits that code into a dozen small chunks by which routes also import each piece (the
 * icons, the site constants, the device stores...), each one more request and a few hundred bytes
 * of wrapping. Here it is one `root` chunk (the app's modules) and one `vendor` chunk (React, React
 * Router, React DOM), which the first load holds anyway. A module loaded on interaction (imported
 * dynamically) is not followed: its chunk stays lazy. One that the root's modules also import statically, for the
 * server's render only (an island's content), gets a chunk of its own by name, since the bundler
 * would otherwise pull it into `root` with its importer. The few small modules that the home, a
 * listing and a product page all import (page meta, rupee format, carousel autoplay) go into `root`
 * as well: three requests fewer on each of those pages, for about 1 KB that other pages carry unused.
 */
function rootChunks(): Rollup.GetManualChunk {
  let graph: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    if (!graph) {
      /** What an entry imports statically, through any depth; not what it loads on interaction. */
      const staticGraph = (entry: string) => {
        const seen = new Set<string>();
        const walk = (m: string) => {
          const info = getModuleInfo(m);
          if (seen.has(m) || !info || info.dynamicImporters.length > 0) return;
          seen.add(m);
          for (const next of info.importedIds) walk(next);
        };
        walk(entry);
        return seen;
      };
      graph = staticGraph(ROOT_ROUTE);
      const pages = MAIN_PAGES.map(staticGraph);
      for (const m of pages[0]!)
        if (!m.includes('?') && !/\.css$/.test(m) && pages.every((p) => p.has(m))) graph.add(m);
      for (const p of pages) for (const m of p) if (ALWAYS_ROOT.some((s) => m.endsWith(s))) graph.add(m);
    }
    if (LISTING_STATE.some((s) => id.endsWith(s))) return 'listing-state';
    // The catalogue's constants, which the product page imports too, stay out of it (a manual chunk
    // takes in what its modules import unless that has a chunk of its own).
    if (id.endsWith('/domain/catalog/constants.ts')) return 'constants';
    // React DOM too: otherwise the entry's chunk holds it and React DOM's small `index` is a chunk of
    // its own, and the exports between the three cost 0.8 KB gzipped on every page. (React Router's
    // dom-export stays in the entry: moved too, it made the pages 0.1 KB larger.)
    if (/\/node_modules\/(react-dom|scheduler)\//.test(id)) return 'vendor';
    if (graph.has(id)) return id.includes('/node_modules/') || id.startsWith('\0') ? 'vendor' : 'root';
    const info = getModuleInfo(id);
    if (info && info.dynamicImporters.length > 0 && info.importers.some((i) => graph!.has(i)))
      return id.replace(/^.*\//, '').replace(/[.?].*$/, '');
    return undefined;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [serverRenderOnly(), reactRouter(), rootStylesheetNotPreloaded()],
  build: {
    assetsInlineLimit: 0,
    target: 'es2022',
    sourcemap: Boolean(process.env.SOURCEMAP),
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: rootChunks() } },
  },
}));
