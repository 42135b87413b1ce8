// /careers (the second spec's "careers/profile" SEO record; docs/spec.md#first-7 careers calls, #first-8 toast):
// the departments and open positions from the database, and the application form with a résumé.
import type { Route } from './+types/careers';
import { rootOrigin, seoMeta } from '../lib/meta';
import { touchLazy } from '../lib/touch-lazy';
import { STORE_NAME } from '../lib/site';
import '../styles/account.css';
import '../styles/forms.css';

// The page's code (the positions' Apply buttons and the application form) comes when the shopper
// first touches it (app/lib/touch-lazy.tsx): a press on Apply before then is replayed.
const CareersPage = touchLazy(
  'careers',
  () => import('../components/careers/careers-page'),
  (m) => m.CareersPage,
);

export async function loader({ context }: Route.LoaderArgs) {
  if (import.meta.env.SSR) await CareersPage.ready();
  const { careers } = context.services;
  const [departments, positions] = await Promise.all([careers.departments(), careers.allOpenPositions()]);
  return { departments, positions };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: `Careers | ${STORE_NAME}`,
      description:
        'Join Suvarna in Kochi, Kozhikode and Thrissur: open positions in showroom sales, jewellery design, gemmology, e-commerce and customer care. Apply online with your résumé.',
      keyWords:
        'Suvarna careers, jewellery jobs Kerala, jewellery sales jobs Kochi, jewellery designer jobs, gemmologist jobs, Kozhikode, Thrissur',
    },
    '/careers',
    rootOrigin(matches),
  );

export default function Careers({ loaderData }: Route.ComponentProps) {
  return <CareersPage departments={loaderData.departments} positions={loaderData.positions} />;
}
