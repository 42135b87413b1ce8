// Price in rupees with Indian grouping, 'MRP Inclusive of all taxes', and the Price Breakup dropdown
// (docs/spec.md#second-2, #second-9): the parts and GST at the variant's percent, adding up to the price shown.
// The table is worked out on the server for every variant (domain/product/breakup-lines, in the
// loader), so switching colour or size needs no price code in the browser.
import { formatAmountINR, formatINR } from '../../../domain/money/inr';
import type { BreakupTable } from '../../../domain/product/breakup-lines';

export function PriceBlock({
  variant,
  table,
}: {
  variant: { offerprice: number; price: number };
  table: BreakupTable | null;
}) {
  return (
    <div className="pp-price">
      <p className="pp-price-row">
        <span className="pp-price-now price">{formatINR(variant.offerprice)}</span>
      </p>
      <p className="pp-price-note">MRP Inclusive of all taxes</p>
      {/* The struck price says what it is: an estimate of retail elsewhere, not a price once charged here. */}
      {variant.price > variant.offerprice && (
        <p className="pp-price-retail">
          Estimated retail price <s className="pp-price-was">{formatINR(variant.price)}</s>
        </p>
      )}
      {table && (
        <details className="pp-breakup">
          <summary>Price Breakup</summary>
          <table>
            <tbody>
              {table.lines.map((line) => (
                <tr key={line.label} className={line.amount < 0 ? 'pp-breakup-discount' : undefined}>
                  <th scope="row">
                    {line.label}
                    {line.detail && <span className="pp-breakup-detail">{line.detail}</span>}
                  </th>
                  <td>{formatAmountINR(line.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td>{formatINR(table.total)}</td>
              </tr>
            </tfoot>
          </table>
        </details>
      )}
    </div>
  );
}
