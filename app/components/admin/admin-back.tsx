// The way back from a back office page to the desk it was opened from ("← Orders").
import { Link } from '../../lib/link';

export function AdminBack({ to, children }: { to: string; children: string }) {
  return (
    <p>
      <Link to={to}>{`← ${children}`}</Link>
    </p>
  );
}
