// What the wishlist and compare pages show before their list has loaded from the device, and when it
// holds nothing: the words, a hint of how to add a piece, and the way to the jewellery.
import { Link } from '../../lib/link';

export function ListLoading({ children }: { children: string }) {
  return (
    <p className="lists-status" aria-busy="true">
      {children}
    </p>
  );
}

export function ListEmpty({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="lists-empty">
      <p className="lists-empty-title">{title}</p>
      <p className="lists-empty-hint">{hint}</p>
      <Link to="/jewellery" className="button">
        Browse jewellery
      </Link>
    </div>
  );
}
