// On a phone, once Buy now and Add To Cart have scrolled away, a bar over the bottom navigation keeps
// the price and both buttons at hand (product.css shows it under 720 px only). It watches the page's
// own buttons: shown while they are above the screen, hidden while they are on it or still below.
import { useEffect, useState, type ReactNode } from 'react';
import { formatINR } from '../../../domain/money/inr';

export function BuyBar({ price, name, children }: { price: number; name: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const buttons = document.querySelector('.pp-actions');
    if (!buttons || typeof IntersectionObserver === 'undefined') return;
    const watch = new IntersectionObserver(([entry]) => {
      if (entry) setShown(!entry.isIntersecting && entry.boundingClientRect.bottom < 0);
    });
    watch.observe(buttons);
    return () => watch.disconnect();
  }, []);
  return (
    // Hidden (visibility, product.css) while off: out of the tab order and the accessibility tree.
    <div className={shown ? 'pp-buybar is-shown' : 'pp-buybar'}>
      <p className="pp-buybar-price">
        <span className="visually-hidden">{name}, </span>
        <span className="price">{formatINR(price)}</span>
      </p>
      {children}
    </div>
  );
}
