// A titled row of product cards: related pieces, trending pieces, and (with autoplay every 3000 ms)
// Complete The Look. A scroll-snap row on every screen; arrows step it by one card.
import { useRef } from 'react';
import { ProductCard, type ProductCardData } from '../product/product-card';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';
import { useAutoplay } from './use-autoplay';

/** Checkout spec §9: the complete-the-look slider moves every 3000 ms. */
export const LOOK_MS = 3000;

interface Props {
  id: string;
  eyebrow: string;
  title: string;
  products: readonly ProductCardData[];
  autoplayMs?: number;
}

export function ProductRail({ id, eyebrow, title, products, autoplayMs }: Props) {
  const track = useRef<HTMLUListElement>(null);

  /** One card along; past the end, back to the start. */
  const step = (direction: 1 | -1, wrap: boolean) => {
    const el = track.current;
    const card = el?.firstElementChild as HTMLElement | null;
    if (!el || !card) return;
    const stride = card.offsetWidth + parseFloat(getComputedStyle(el).columnGap || '0');
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    const left = wrap && direction === 1 && atEnd ? 0 : el.scrollLeft + direction * stride;
    el.scrollTo({ left, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };

  const autoplay = useAutoplay(() => step(1, true), autoplayMs ?? 0, autoplayMs !== undefined && products.length > 1);
  if (products.length === 0) return null;

  return (
    <section className="pp-rail section" aria-labelledby={id} {...autoplay.holdProps}>
      <header className="section-head section-head-row">
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={id} className="display pp-rail-title">
            {title}
          </h2>
        </div>
        <div className="pp-rail-controls">
          {autoplay.available && (
            <button type="button" className="pp-round" aria-label={autoplay.paused ? `Play ${title}` : `Pause ${title}`} onClick={autoplay.togglePaused}>
              {autoplay.paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
            </button>
          )}
          <button type="button" className="pp-round pp-rail-step" aria-label={`Previous in ${title}`} onClick={() => step(-1, false)}>
            <ChevronLeftIcon size={18} />
          </button>
          <button type="button" className="pp-round pp-rail-step" aria-label={`Next in ${title}`} onClick={() => step(1, false)}>
            <ChevronRightIcon size={18} />
          </button>
        </div>
      </header>
      <ul ref={track} className="pp-rail-track">
        {products.map((p) => (
          <li key={p.value}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
