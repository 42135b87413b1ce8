// The gift card designs on /gifts, each a link to its purchase page (/gifts-purchase/{id}). The
// pictures are SVGs of the card's own ratio (856 × 540), so the grid never shifts as they arrive.
import { Link } from '../../lib/link';
import type { GiftCardTemplate } from '../../../domain/giftcards/api-schemas';

export function DesignGrid({ templates }: { templates: readonly GiftCardTemplate[] }) {
  return (
    <ul className="gift-designs">
      {templates.map((t, i) => (
        <li key={t.id}>
          <Link to={`/gifts-purchase/${t.id}`} className="gift-design">
            <img src={t.image} alt="" width={856} height={540} loading={i < 4 ? 'eager' : 'lazy'} decoding="async" />
            <span className="gift-design-occasion">{t.occasion}</span>
            <span className="gift-design-title">{t.title}</span>
            <span className="gift-design-text">{t.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
