// The pieces of an order: picture, name (a link back to the piece while it has a page), colour and
// size, quantity and the line's total in rupees; its share of a coupon's discount, and its price
// breakup (metal, stones, making, GST) in a native <details> when the order recorded one.
import { Link } from '../../lib/link';
import { formatAmountINR, formatINR } from '../../../domain/money/inr';
import { lineBreakupRows } from '../../../domain/orders/line-breakup';
import type { OrderLineView } from '../../../domain/orders/order-views';

const colorName = (c: string) => c.replace(/-/g, ' ');

function picture(line: OrderLineView, size: number): string {
  const first = line.picture?.split(',')[0]?.trim() || '/images/no-image';
  return `${first}?resize=${size}&compress=50`;
}

export function OrderLines({ items }: { items: readonly OrderLineView[] }) {
  return (
    <ul className="order-lines">
      {items.map((line, i) => {
        const facts = [
          line.color ? colorName(line.color) : null,
          line.size ? `size ${line.size}` : null,
          `qty ${line.qty}`,
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <li key={`${line.sku}-${i}`} className="order-line">
            <img
              className="order-line-picture"
              src={picture(line, 88)}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
            />
            <div className="order-line-text">
              {line.value ? (
                <Link to={`/${line.value}`} className="order-line-name">
                  {line.name}
                </Link>
              ) : (
                <span className="order-line-name">{line.name}</span>
              )}
              <span className="order-line-facts">{facts}</span>
            </div>
            <span className="order-line-total">
              {formatINR(line.total)}
              {line.discount > 0 ? (
                <span className="order-line-discount">Discount −{formatINR(line.discount)}</span>
              ) : null}
            </span>
            {line.breakup ? (
              <details className="order-line-breakup">
                <summary>Price breakup</summary>
                {line.qty > 1 ? <p className="order-line-breakup-each">For one piece</p> : null}
                <dl>
                  {lineBreakupRows(line.breakup).map((row) => (
                    <div key={row.label} className={row.amount < 0 ? 'order-line-breakup-discount' : undefined}>
                      <dt>{row.label}</dt>
                      <dd>{formatAmountINR(row.amount)}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
