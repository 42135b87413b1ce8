// /gifts (first spec: buy gift cards and check a balance; docs/spec.md#second-2: the Gift Card page has its
// own SEO record): the designs from the database, read in the loader through the gift card service,
// so the grid is in the server's HTML; the balance check works in the browser.
import type { Route } from './+types/gifts';
import { GiftsPage } from '../components/giftcards/gifts-page';
import { GIFT_CARD_SEO } from '../components/giftcards/gift-texts';
import { earlyPresses } from '../lib/early-press';
import { rootOrigin, seoMeta } from '../lib/meta';
import '../styles/account.css';
import '../styles/giftcards.css';

export async function loader({ context }: Route.LoaderArgs) {
  const { result } = await context.services.giftcards.templates();
  return { templates: result };
}

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(GIFT_CARD_SEO, '/gifts', rootOrigin(matches));

// The balance check's code comes after the page's: a Send code pressed before is held, not sent as a
// plain form with the card's code in the address, and sent once the check is live (early-press.ts).
const balanceLive = earlyPresses('.gift-balance');

export default function Gifts({ loaderData }: Route.ComponentProps) {
  return <GiftsPage templates={loaderData.templates} onBalanceLive={balanceLive} />;
}
