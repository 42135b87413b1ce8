// What the server hands every loader and action (server/storefront/storefront.ts): the process's one
// set of services, and the nonce that this response's Content-Security-Policy allows for inline scripts.
// A type import only: route modules never import server/ code (DESIGN.md "Import direction").
import type { Services } from '../server/services.ts';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    nonce: string;
  }
}

export {};
