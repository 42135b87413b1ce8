// The public origin a page's structured data names (PUBLIC_URL, else the request's), as the root and
// product loaders resolve it.
import type { AppLoadContext } from 'react-router';

export const pageOrigin = (context: AppLoadContext, request: Request) => context.services.env.PUBLIC_URL?.replace(/\/$/, '') ?? new URL(request.url).origin;
