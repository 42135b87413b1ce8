// The savings plan worked out for one monthly amount (domain/engagement/dfe-plan.ts dfeExample).
import {
  dfeExample,
  DFE_GIFT_PERCENT,
  DFE_PAID_INSTALMENTS,
  DFE_TENURE_MONTHS,
} from '../../../domain/engagement/dfe-plan';
import { formatINR } from '../../../domain/money/inr';

export function DfeExampleTable({ monthly }: { monthly: number }) {
  const example = dfeExample(monthly);
  return (
    <figure className="dfe-example" aria-live="polite">
      <figcaption>
        An example: <strong>{formatINR(example.monthly)}</strong> a month
      </figcaption>
      <table>
        <tbody>
          <tr>
            <th scope="row">
              You pay ({example.instalments} × {formatINR(example.monthly)})
            </th>
            <td>{formatINR(example.paid)}</td>
          </tr>
          <tr>
            <th scope="row">Our gift ({DFE_GIFT_PERCENT}% of the first instalment)</th>
            <td>{formatINR(example.gift)}</td>
          </tr>
          <tr className="dfe-total">
            <th scope="row">To spend on jewellery after {DFE_TENURE_MONTHS} months</th>
            <td>{formatINR(example.total)}</td>
          </tr>
        </tbody>
      </table>
      <p className="field-hint">
        {DFE_PAID_INSTALMENTS} instalments, paid on time.
        {example.aboveCashCap ? ' Above ₹10,000 a month, pay the rest by card, UPI or bank transfer.' : ''}
      </p>
    </figure>
  );
}
