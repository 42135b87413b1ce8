// A gift card as the balance check shows it: the number masked but its last four, what is left of
// what it was bought for, until when, its state, and what an order awaiting payment holds of it.
import type { BalanceAnswer } from '../../../domain/giftcards/api-schemas';
import { formatIndiaDay } from '../../../domain/dates/india-day';
import { formatINR } from '../../../domain/money/inr';
import { CARD_STATUS_LABELS } from './gift-texts';

export function BalanceCard({ card }: { card: BalanceAnswer['card'] }) {
  return (
    <section className="gift-balance-card" aria-labelledby="gift-balance-title">
      <p className="gift-balance-number">{card.card_number}</p>
      <h3 id="gift-balance-title" className="gift-balance-amount">
        <span className="gift-balance-label">Balance</span>
        <span className="price">{formatINR(card.balance)}</span>
      </h3>
      <dl className="gift-facts">
        <div>
          <dt>Card value</dt>
          <dd>{formatINR(card.amount)}</dd>
        </div>
        <div>
          <dt>Valid until</dt>
          <dd>{formatIndiaDay(card.expiry)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd className={`gift-status gift-status-${card.status.toLowerCase()}`}>{CARD_STATUS_LABELS[card.status]}</dd>
        </div>
        {card.held > 0 ? (
          <div>
            <dt>Held by an order</dt>
            <dd>
              {formatINR(card.held)} <small>(back on the card if that order is not paid)</small>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
