// The Promise strip's links below the buy buttons on a phone: there the header's strip gives way, so
// the piece's name and price fit the first screen (product.css). Hidden on wider screens, where the
// strip stays under the header.
import { Link } from 'react-router';
import { PROMISES } from '../../lib/site';

export function TrustList() {
  return (
    <nav className="pp-trust" aria-label="Our promise">
      <ul>
        {PROMISES.map((p) => (
          <li key={p.to}>
            <Link to={p.to}>{p.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
