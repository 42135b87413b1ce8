// /careers (the second spec's "careers/profile" SEO record; first spec §7 careers calls, §8 toast):
// the departments and open positions from the database, and the application form with a résumé.
import type { Route } from './+types/careers';
import { CareersPage } from '../components/careers/careers-page';
import { contentPageMeta } from '../lib/page-seo';
import { STORE_NAME } from '../lib/site';
import '../styles/account.css';
import '../styles/forms.css';

export async function loader({ context }: Route.LoaderArgs) {
  const { careers } = context.services;
  const [departments, positions] = await Promise.all([careers.departments(), careers.allOpenPositions()]);
  return { departments, positions };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0]?.loaderData as { origin?: string } | undefined;
  return contentPageMeta({
    title: `Careers | ${STORE_NAME}`,
    description: 'Join Suvarna in Kochi, Kozhikode and Thrissur: open positions in showroom sales, jewellery design, gemmology, e-commerce and customer care. Apply online with your résumé.',
    keywords: 'Suvarna careers, jewellery jobs Kerala, jewellery sales jobs Kochi, jewellery designer jobs, gemmologist jobs, Kozhikode, Thrissur',
    path: '/careers',
    origin: root?.origin,
  });
};

export default function Careers({ loaderData }: Route.ComponentProps) {
  return <CareersPage departments={loaderData.departments} positions={loaderData.positions} />;
}
