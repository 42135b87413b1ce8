// The Promise strip's links below the buy buttons on a phone: there the header's strip gives way, so
// the piece's name and price fit the first screen (product.css). Hidden on wider screens, where the
// strip stays under the header. Only the promises true of this piece (domain/product/promise-claims):
// no cash on delivery above its limit, no diamond promise on plain gold, no hallmark on a loose stone.
import { Link } from '../../lib/link';
import { promiseHolds, type PromisePiece } from '../../../domain/product/promise-claims';
import { PROMISES } from '../../lib/site';

export function TrustList({ piece }: { piece: PromisePiece }) {
  return (
    <nav className="pp-trust" aria-label="Our promise">
      <ul>
        {PROMISES.filter((p) => promiseHolds(p.icon, piece)).map((p) => (
          <li key={p.to}>
            <Link to={p.to}>{p.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
