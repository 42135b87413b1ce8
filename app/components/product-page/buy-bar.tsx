// On a phone, once Buy now and Add To Cart have scrolled away, a bar over the bottom navigation keeps
// the price and both buttons at hand (product.css shows it under 720 px only). It watches the page's
// own buttons: shown while they are above the screen, hidden while they are on it or still below.
// A scroll listener (one read per frame), not an IntersectionObserver: a jump from below the
// buttons to above them never intersects, and the observer would not say a word.
import { useEffect, useState, type ReactNode } from 'react';
import { formatINR } from '../../../domain/money/inr';

export function BuyBar({ price, name, children }: { price: number; name: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const buttons = document.querySelector('.pp-actions');
    if (!buttons) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      setShown(buttons.getBoundingClientRect().bottom < 0);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
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
