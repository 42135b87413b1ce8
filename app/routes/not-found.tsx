// /404 and the catch-all: the not-found page, answered with HTTP status 404.
import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFound } from '../components/layout/not-found';
import { NOT_FOUND_TITLE, STORE_NAME } from '../lib/site';

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: `${NOT_FOUND_TITLE} | ${STORE_NAME}` },
  { name: 'robots', content: 'noindex' },
];

/** The visit log marks this page as a 404 (components/layout/visit-logger.tsx). */
export const handle = { notFound: true };

export default function NotFoundPage() {
  return <NotFound />;
}
