// Meta tags of the account pages: the store's usual tags, and noindex, since these pages are
// personal or a form with nothing to find.
import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../../lib/meta';
import { STORE_NAME } from '../../lib/site';

interface MetaArgs {
  matches: ReadonlyArray<{ loaderData?: unknown } | undefined>;
}

export function accountMeta({ matches }: MetaArgs, title: string, description: string, path: string): MetaDescriptor[] {
  const root = matches[0]?.loaderData as { origin?: string } | undefined;
  return [
    ...pageMeta({ title: `${title} | ${STORE_NAME}`, description, path, origin: root?.origin || 'http://localhost' }),
    { name: 'robots', content: 'noindex' },
  ];
}
