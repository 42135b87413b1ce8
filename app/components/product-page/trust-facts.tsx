// What a careful buyer checks before paying, beside the price (issue 22): the gold's purity and BIS
// hallmark with its net weight, the diamonds' count, total carat, clarity and colour with their
// certification, and the return, exchange and buy-back promises, each linked to its policy. Only
// facts the catalogue holds for this variant are said; a line with nothing true to say is left out.
import { Link } from 'react-router';
import type { Variant } from '../../../domain/catalog/product';

const grams = (g: number) => `${g.toFixed(3).replace(/\.?0+$/, '')} g`;
const carats = (ct: number) => `${ct.toFixed(3).replace(/\.?0+$/, '')} ct`;

export function TrustFacts({ variant: v }: { variant: Variant }) {
  const gold = v.metal_type !== 'None' && v.metal_weight > 0;
  const diamonds = v.diamond_count > 0;
  const diamondFacts = [
    `${v.diamond_count} ${v.diamond_count === 1 ? 'diamond' : 'diamonds'}`,
    `${carats(v.diamond_carat)} total`,
    v.diamond_clarity ? `${v.diamond_clarity} clarity` : null,
    v.diamond_color ? `${v.diamond_color} colour` : null,
  ].filter(Boolean);
  return (
    <section className="pp-facts" aria-label="What you are buying">
      <dl>
        {gold && (
          <div>
            <dt>Gold</dt>
            <dd>
              {v.metal_purity} {v.metal_type.toLowerCase()}, net weight {grams(v.metal_weight)},{' '}
              <Link to="/hallmarked-jewellery">BIS hallmarked</Link>
            </dd>
          </div>
        )}
        {diamonds && (
          <div>
            <dt>Diamonds</dt>
            <dd>
              {diamondFacts.join(', ')}, <Link to="/education/loose-diamonds/grading/diamond-certificate">certified</Link>
            </dd>
          </div>
        )}
        <div>
          <dt>Promise</dt>
          <dd>
            <Link to="/15day-return-policy">15-day returns</Link> · <Link to="/exchange-and-resizing-policy">Lifetime exchange</Link>
            {diamonds && (
              <>
                {' '}
                · <Link to="/money-back-policy">100% diamond buy-back for a year</Link>
              </>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
