// A route's error boundary that draws the not-found page for its own 404. With it the route's meta
// runs for the error (title "Page not found", robots noindex); without it the root's boundary draws the
// page and the head has no title. Any other error goes on to the root's boundary.
import { isRouteErrorResponse } from 'react-router';
import { NotFound } from '../layout/not-found';

export function NotFoundBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
