// The header's cart icon and its mini-cart (docs/spec.md#second-2 "Mini-cart dropdown"): the badge counts
// the cart's lines and follows the device cart live; pressing the icon opens the dropdown, whose code
// is loaded on first open so the first load stays small. A disclosure like the account menu: Escape
// or a press outside closes it and Escape returns focus to the icon.
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigated } from '../../lib/use-navigated';
import { useCartCount } from '../../state/cart';
import { BagIcon } from '../ui/icons';
import { focusLeaves, useDismiss } from '../ui/use-dismiss';
// Every page has the header, so the cart's few styles (hearts, mini-cart, cart page) come with it.
import '../../styles/cart.css';

const PANEL_ID = 'mini-cart';
const loadPanel = () => import('./mini-cart');
const MiniCart = lazy(() => loadPanel().then((m) => ({ default: m.MiniCart })));

export const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

export function CartMenu() {
  const count = useCartCount();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useNavigated(() => setOpen(false), { query: false });
  useDismiss(rootRef, open, (reason) => {
    if (reason === 'escape' && rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    setOpen(false);
  });

  const toggle = () => {
    setWanted(true);
    setOpen((o) => !o);
  };

  return (
    <div className="cart-menu" ref={rootRef} onBlur={(e) => focusLeaves(e) && setOpen(false)}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button count-link header-cart"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={`Cart, ${itemsLabel(count)}`}
        onClick={toggle}
        // The panel's code starts loading when the pointer or focus comes near.
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <BagIcon />
        <span className="count-badge" aria-hidden="true">
          {count}
        </span>
      </button>
      <div id={PANEL_ID} className="mini-cart" role="region" aria-label="Your cart" hidden={!open}>
        {wanted && (
          <Suspense fallback={<p className="mini-cart-empty">Loading your cart…</p>}>
            <MiniCart onNavigate={() => setOpen(false)} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
