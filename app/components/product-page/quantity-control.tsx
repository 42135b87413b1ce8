// Quantity (docs/spec.md#second-4): minimum 1; one more than the stock of a piece that is not made to
// order says 'Out of Stock !' instead of counting. The status says 'In Stock' or 'Made to order'.
import { STOCK_TEXTS, stepQuantity, stockStatus, type StockFacts } from '../../../domain/product/quantity';

interface Props {
  product: StockFacts;
  quantity: number;
  outOfStock: boolean;
  onChange: (step: { quantity: number; outOfStock: boolean }) => void;
}

export function QuantityControl({ product, quantity, outOfStock, onChange }: Props) {
  const status = stockStatus(product);
  return (
    <div className="pp-quantity">
      <div className="pp-stepper" role="group" aria-labelledby="pp-qty-label">
        <span id="pp-qty-label" className="pp-option-label">
          Quantity
        </span>
        <button
          type="button"
          aria-label="One less"
          onClick={() => onChange(stepQuantity(quantity, -1, product))}
          disabled={quantity <= 1}
        >
          −
        </button>
        <output aria-live="polite">{quantity}</output>
        <button type="button" aria-label="One more" onClick={() => onChange(stepQuantity(quantity, 1, product))}>
          +
        </button>
      </div>
      <p className={status === STOCK_TEXTS.outOfStock ? 'pp-stock pp-stock-out' : 'pp-stock'}>{status}</p>
      <p className="pp-stock-warning" role="status">
        {outOfStock && status !== STOCK_TEXTS.outOfStock ? STOCK_TEXTS.outOfStock : ''}
      </p>
    </div>
  );
}
