// One sample piece priced line by line (metal, diamonds, making, GST) beside what a typical retail
// markup asks for it. The figures come from compareFairPrice (the store's own breakup function) and
// are shown with Indian digit grouping.
import type { FairPriceComparison } from '../../../domain/content/fair-pricing';
import { formatINR, groupIndian } from '../../../domain/money/inr';

export function PriceComparison({
  comparison,
  markupPercent,
}: {
  comparison: FairPriceComparison;
  markupPercent: number;
}) {
  const { sample, breakup, typicalRetail, saving } = comparison;
  const headingId = `sample-${sample.id}`;
  return (
    <article className="fair-sample" aria-labelledby={headingId}>
      <h3 id={headingId}>{sample.name}</h3>
      <p className="fair-sample-details">{sample.details}</p>
      <table className="fair-table">
        <caption className="visually-hidden">How the price of the {sample.name.toLowerCase()} is made</caption>
        <tbody>
          <tr>
            <th scope="row">
              Gold{' '}
              <span className="fair-note">
                {sample.metalWeightGrams} g × ₹{groupIndian(sample.ratePerGram)}/g
              </span>
            </th>
            <td>{formatINR(breakup.metal_price)}</td>
          </tr>
          <tr>
            <th scope="row">Diamonds</th>
            <td>{formatINR(breakup.diamond_price)}</td>
          </tr>
          {breakup.gemstone_price > 0 ? (
            <tr>
              <th scope="row">Gemstones</th>
              <td>{formatINR(breakup.gemstone_price)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Making charge</th>
            <td>{formatINR(breakup.making_charge)}</td>
          </tr>
          <tr>
            <th scope="row">{`GST ${breakup.gst_percent}%`}</th>
            <td>{formatINR(breakup.gst_amount)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr className="fair-ours">
            <th scope="row">Our price</th>
            <td>{formatINR(breakup.total)}</td>
          </tr>
          <tr className="fair-retail">
            <th scope="row">{`Typical retail price (+${markupPercent}%)`}</th>
            <td>{formatINR(typicalRetail)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="fair-saving">
        You keep <strong>{formatINR(saving)}</strong>
      </p>
    </article>
  );
}
