// What the server hands every loader and action (server/storefront/storefront.ts): the process's one
// set of services, the nonce that this response's Content-Security-Policy allows for inline scripts (if any), and
// whether the request is a page load.
// A type import only: route modules never import server/ code (docs/design.md#import-direction).
import type { Services } from '../server/services.ts';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    /**
     * Undefined for a page a shared cache may keep: it is the same for every visitor, and its inline
     * scripts are allowed by their hashes (docs/decisions/2026-11-27-page-cache.md).
     */
    nonce: string | undefined;
    /**
     * True for a page load (HTML), false for the router's data requests (`*.data`: client-side
     * navigations and fetchers such as Load more). A loader whose URL means something else to a
     * fetcher than to a page load can tell them apart by it.
     */
    document: boolean;
    /** The client's IP as the API calls see it (`clientIp`: TRUST_PROXY's last hop), for the visit log. */
    clientIp: string;
    /**
     * Where app/entry.server.tsx leaves a page it rendered whole (no nonce), by the Response it made:
     * the server hashes and tags those bytes (server/storefront/shared-page.ts), and reading them back
     * from the Response's body would make Node build a full web Response and stream for each page.
     * One map for the process; absent where no one will read it (the render bench's floor).
     */
    pageBytes?: WeakMap<Response, Uint8Array>;
  }
}

export {};
