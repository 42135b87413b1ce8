// The purchase's end: the card issued and on its way (its code went only to the recipient's mobile
// and mail, so here it is masked), with its value, its expiry and where it went.
import { useEffect, useRef } from 'react';
import { Link } from '../../lib/link';
import type { PurchaseConfirmAnswer } from '../../../domain/giftcards/api-schemas';
import { formatIndiaDay } from '../../../domain/dates/india-day';
import { formatINR } from '../../../domain/money/inr';

export function PurchaseDone({ card }: { card: PurchaseConfirmAnswer['card'] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The heading takes the focus, so a screen reader starts at the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="gift-done" aria-labelledby="gift-done-title">
      <p className="eyebrow">Thank you</p>
      <h2 id="gift-done-title" ref={heading} tabIndex={-1} className="display">
        Your gift card of {formatINR(card.amount)} is on its way to {card.recipient_name}
      </h2>
      <p>We have texted its code to {card.sent_to} and mailed it too. Your receipt is on its way to your mail.</p>
      <dl className="gift-facts">
        <div>
          <dt>Card</dt>
          <dd className="gift-masked">{card.card_number}</dd>
        </div>
        <div>
          <dt>Value</dt>
          <dd>{formatINR(card.amount)}</dd>
        </div>
        <div>
          <dt>Valid until</dt>
          <dd>{formatIndiaDay(card.expiry)}</dd>
        </div>
        <div>
          <dt>Sent to</dt>
          <dd>{card.sent_to}</dd>
        </div>
      </dl>
      <p className="gift-done-actions">
        <Link to="/gifts" className="button">
          Send another gift card
        </Link>
        <Link to="/jewellery" className="button button-quiet">
          Continue shopping
        </Link>
      </p>
    </section>
  );
}
