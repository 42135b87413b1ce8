// The trending slider on listings (checkout spec §2 and §9: autoplay 500 ms). A CSS scroll-snap track
// that steps one card every 500 ms while it is on screen; it stops while the pointer is over it or
// focus is inside, when the shopper presses Pause (WCAG 2.2.2), and never moves by itself under
// prefers-reduced-motion.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { TRENDING_SLIDER_MS } from '../../../domain/listing/constants';
import { ProductCard, type ProductCardData } from '../product/product-card';

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true); // the server and first paint assume no motion
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

function useOnScreen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(Boolean(entry?.isIntersecting)), { threshold: 0.5 });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}

function step(track: HTMLElement, direction: 1 | -1) {
  const card = track.firstElementChild as HTMLElement | null;
  if (!card) return;
  const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
  const width = card.offsetWidth + gap;
  const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
  const atStart = track.scrollLeft <= 2;
  if (direction === 1 && atEnd) track.scrollTo({ left: 0, behavior: 'smooth' });
  else if (direction === -1 && atStart) track.scrollTo({ left: track.scrollWidth, behavior: 'smooth' });
  else track.scrollBy({ left: direction * width, behavior: 'smooth' });
}

export function TrendingSlider({ products }: { products: readonly ProductCardData[] }) {
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const reduced = useReducedMotion();
  const visible = useOnScreen(section);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = !reduced && !paused && !hovered && !focused && visible;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && track.current) step(track.current, 1);
    }, TRENDING_SLIDER_MS);
    return () => clearInterval(timer);
  }, [playing]);

  if (products.length === 0) return null;
  return (
    <section
      ref={section}
      className="trending-slider"
      aria-labelledby={titleId}
      aria-roledescription="carousel"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <header className="section-head section-head-row">
        <div>
          <p className="eyebrow">Loved this week</p>
          <h2 id={titleId} className="display trending-title">
            Trending now
          </h2>
        </div>
        <div className="trending-controls">
          {reduced ? null : (
            <button type="button" className="icon-button trending-toggle" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
              <span className="visually-hidden">Pause the trending slider</span>
              <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
            </button>
          )}
          <button type="button" className="icon-button" aria-label="Previous trending pieces" onClick={() => track.current && step(track.current, -1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="icon-button" aria-label="Next trending pieces" onClick={() => track.current && step(track.current, 1)}>
            <span aria-hidden="true">›</span>
          </button>
          <Link to="/trending" className="text-link">
            View all
          </Link>
        </div>
      </header>
      <ul ref={track} className="trending-track">
        {products.map((p, i) => (
          <li key={p.value} aria-roledescription="slide" aria-label={`${i + 1} of ${products.length}`}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
