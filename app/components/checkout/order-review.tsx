// Order preview (docs/spec.md#second-2: the list scrolls at a maximum height of 50vh; 'Pay and Place
// Order', with what the press does under it): the
// draft's lines at today's prices with any line that changed or sold out called out, the summary the
// server computed (subtotal, discounts, redeems, charges, payable amount) and the expected delivery.
import { Link } from '../../lib/link';
import type { DraftLine } from '../../../domain/checkout/api-schemas';
import { formatINR } from '../../../domain/money/inr';
import { InternationalNotice } from './international-notice';
import { placeActionLine } from '../../../domain/checkout/place-button';
import { pictureUrl } from '../product-page/picture-url';
import { useCheckout } from './checkout-state';
import { Panel } from './panel';

export const PLACE_ORDER_LABEL = 'Pay and Place Order';

const colourName = (c: string) =>
  c.replace(/(^|-)([a-z])/g, (_, dash: string, ch: string) => (dash ? ' ' : '') + ch.toUpperCase());

function lineProblem(line: DraftLine): string | null {
  if (line.status === 'unavailable') return 'No longer available: remove it from your cart to continue.';
  if (line.status === 'short') return `Only ${line.available ?? 0} left: lower the quantity in your cart to continue.`;
  return null;
}

function ReviewLine({ line }: { line: DraftLine }) {
  const picture = line.cart_product_image.split(',')[0]?.trim() || '/images/no-image';
  const facts = [
    colourName(line.cart_product_data.color),
    line.cart_product_data.size ? `Size ${line.cart_product_data.size}` : null,
    `Qty ${line.cart_product_quantity}`,
  ]
    .filter(Boolean)
    .join(' · ');
  const problem = lineProblem(line);
  return (
    <li className={problem ? 'co-line has-problem' : 'co-line'}>
      <img src={pictureUrl(picture, 98)} alt="" width={64} height={64} loading="lazy" decoding="async" />
      <div className="co-line-main">
        <p className="co-line-name">{line.cart_product_name}</p>
        <p className="co-line-facts">{facts}</p>
        {line.cart_product_data.made_to_order ? <p className="co-line-facts">Made to order</p> : null}
        {problem ? (
          <p className="field-error" role="note">
            {problem}
          </p>
        ) : null}
      </div>
      <p className="price co-line-sum">{formatINR(line.line_total)}</p>
    </li>
  );
}

export function OrderReview({ placing, onPlace }: { placing: boolean; onPlace: () => void }) {
  const { draft, busy } = useCheckout();
  const { summery } = draft;
  const problems = draft.cart.some((l) => l.status !== 'ok');
  // What the press does ("Pay ₹63,472 now"), under the spec's words and part of the button's name.
  const action = placeActionLine(
    draft.applied_payment_method?.virtual_order_payment_mode ?? null,
    summery.payable_amount,
  );
  return (
    <Panel id="co-review" title="Order Preview" step={3} className="co-review">
      <ul className="co-lines" aria-label="Pieces in this order" tabIndex={0}>
        {draft.cart.map((line) => (
          <ReviewLine key={line.id} line={line} />
        ))}
      </ul>
      {problems ? (
        <p className="form-alert" role="alert">
          Some pieces changed since you added them. <Link to="/cart">Review your cart</Link>
        </p>
      ) : null}
      <dl className="co-summary">
        <div>
          <dt>Subtotal</dt>
          <dd className="price">{formatINR(summery.subtotal)}</dd>
        </div>
        {summery.discounts > 0 ? (
          <div>
            <dt>
              Discount
              {draft.applied_payment_discount ? ` (${draft.applied_payment_discount.virtual_order_discount_name})` : ''}
            </dt>
            <dd className="price">−{formatINR(summery.discounts)}</dd>
          </div>
        ) : null}
        {summery.redeems > 0 ? (
          <div>
            <dt>Gift card</dt>
            <dd className="price">−{formatINR(summery.redeems)}</dd>
          </div>
        ) : null}
        {summery.savings_plan > 0 ? (
          <div>
            <dt>Savings plan</dt>
            <dd className="price">−{formatINR(summery.savings_plan)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{draft.international ? 'International shipping' : 'Shipping'}</dt>
          <dd className={summery.charges > 0 ? 'price' : undefined}>
            {summery.charges > 0 ? formatINR(summery.charges) : 'Free'}
          </dd>
        </div>
        <div className="co-total">
          <dt>Total payable</dt>
          <dd className="price">{formatINR(summery.payable_amount)}</dd>
        </div>
      </dl>
      <p className="co-note">Prices include GST.</p>
      {draft.delivery.expected ? <p className="co-expected">{draft.delivery.expected.label}</p> : null}
      <InternationalNotice international={draft.international} />
      <button
        type="button"
        className="button co-place"
        onClick={onPlace}
        disabled={placing || problems}
        aria-busy={placing || busy ? true : undefined}
      >
        {placing ? <span className="co-spinner co-spinner-light" aria-hidden="true" /> : null}
        {placing ? (
          'Placing your order…'
        ) : (
          <span className="co-place-words">
            {PLACE_ORDER_LABEL}
            {action ? <span className="co-place-action">{action}</span> : null}
          </span>
        )}
      </button>
    </Panel>
  );
}
