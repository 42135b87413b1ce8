// What a careful buyer checks before paying, beside the price (issue 22 item 6): the gold's purity,
// gross and net weight and its BIS hallmark with the HUID; the diamonds' count, total carat, clarity,
// colour, shape and cut grade, with the lab's report and a link to check it on the lab's own site; and
// the return, exchange and buy-back promises, each linked to its policy. Only facts the catalogue holds
// for this variant are said; a line with nothing true to say is left out.
import { Link } from '../../lib/link';
import type { Variant } from '../../../domain/catalog/product';

const grams = (g: number) => `${g.toFixed(3).replace(/\.?0+$/, '')} g`;
const carats = (ct: number) => `${ct.toFixed(3).replace(/\.?0+$/, '')} ct`;

export function TrustFacts({ variant: v }: { variant: Variant }) {
  const gold = v.metal_type !== 'None' && v.metal_weight > 0;
  const diamonds = v.diamond_count > 0;
  const weights = [
    v.gross_weight > v.metal_weight ? `gross weight ${grams(v.gross_weight)}` : null,
    `net weight ${grams(v.metal_weight)}`,
  ].filter(Boolean);
  const diamondFacts = [
    `${v.diamond_count} ${v.diamond_count === 1 ? 'diamond' : 'diamonds'}`,
    `${carats(v.diamond_carat)} total`,
    v.diamond_clarity ? `${v.diamond_clarity} clarity` : null,
    v.diamond_color ? `${v.diamond_color} colour` : null,
  ].filter(Boolean);
  // The shape (the catalogue's diamond_cut) and the cut grade are two facts: 'Round, Excellent cut'.
  const cut = [v.diamond_cut, v.diamond_cut_grade ? `${v.diamond_cut_grade} cut` : null].filter(Boolean);
  return (
    <section className="pp-facts" aria-label="What you are buying">
      <dl>
        {gold && (
          <div>
            <dt>Gold</dt>
            <dd>
              {v.metal_purity} {v.metal_type.toLowerCase()}, {weights.join(', ')}
            </dd>
          </div>
        )}
        {gold && (
          <div>
            <dt>Hallmark</dt>
            <dd>
              <Link to="/hallmarked-jewellery">BIS hallmarked</Link>
              {v.huid && (
                <>
                  , HUID <span className="pp-facts-code">{v.huid}</span>
                </>
              )}
            </dd>
          </div>
        )}
        {diamonds && (
          <div>
            <dt>Diamonds</dt>
            <dd>{diamondFacts.join(', ')}</dd>
          </div>
        )}
        {diamonds && cut.length > 0 && (
          <div>
            <dt>Shape</dt>
            <dd>{cut.join(', ')}</dd>
          </div>
        )}
        {diamonds && (
          <div>
            <dt>Certificate</dt>
            <dd>
              {v.certificate_lab && v.certificate_number ? (
                <>
                  {v.certificate_lab} <span className="pp-facts-code">{v.certificate_number}</span>
                  {v.certificate_url && (
                    <>
                      {' · '}
                      <a href={v.certificate_url} target="_blank" rel="noopener noreferrer">
                        Check it on the {v.certificate_lab} site
                      </a>
                    </>
                  )}
                </>
              ) : (
                <Link to="/education/loose-diamonds/grading/diamond-certificate">Certified</Link>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>Promise</dt>
          <dd>
            <Link to="/15day-return-policy">15-day returns</Link> ·{' '}
            <Link to="/exchange-and-resizing-policy">Lifetime exchange</Link>
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
