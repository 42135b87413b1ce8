// The policies as a card list (docs/spec.md#second-2 "Policy pages are listed as a card list"): every
// policy, the one being read marked, so a shopper moves between them.
import { Link } from '../../lib/link';
import type { ContentCard } from '../../../domain/content/page';

export function PolicyCards({ cards, current, headingId }: { cards: readonly ContentCard[]; current: string; headingId: string }) {
  return (
    <nav className="policy-cards" aria-labelledby={headingId}>
      <h2 id={headingId} className="policy-cards-title">
        Our policies
      </h2>
      <ul>
        {cards.map((card) => (
          <li key={card.path}>
            <Link to={card.path} className="policy-card" aria-current={card.path === current ? 'page' : undefined}>
              {card.heading}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
