// The public origin a page's structured data names, as the root and product loaders take it:
// PUBLIC_URL, else this server's configured address, never the request's Host (server/public-origin.ts).
import type { AppLoadContext } from 'react-router';

export const pageOrigin = (context: AppLoadContext) => context.services.origin;
