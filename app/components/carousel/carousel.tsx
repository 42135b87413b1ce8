// A row of slides that scrolls by itself only when asked to: CSS scroll-snap does the moving (swipe
// on phones, smooth scrolling), this adds previous/next buttons and, with `autoplayMs`, a timed step
// that a shopper can pause (WCAG 2.2.2), that waits while the pointer or focus is inside, and that
// never starts under prefers-reduced-motion. Used by the home, listing and product page sliders.
import { Children, useCallback, useEffect, useRef, useState } from 'react';
import '../../styles/carousel.css';

interface CarouselProps {
  /** The region's name, e.g. 'Trending now'. */
  label: string;
  children: React.ReactNode;
  /** Step interval; none: the row moves only when the shopper moves it. */
  autoplayMs?: number;
  className?: string;
}

type Direction = -1 | 1;

/** Scrolls the track by one slide (or back to the start after the last one). */
function step(track: HTMLElement, direction: Direction) {
  const slide = track.firstElementChild as HTMLElement | null;
  const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
  const by = slide ? slide.offsetWidth + gap : track.clientWidth;
  const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
  const atStart = track.scrollLeft <= 2;
  if (direction === 1 && atEnd) track.scrollTo({ left: 0 });
  else if (direction === -1 && atStart) track.scrollTo({ left: track.scrollWidth });
  else track.scrollBy({ left: direction * by });
}

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true); // the server renders without motion
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

export function Carousel({ label, children, autoplayMs, className }: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false); // pointer or focus inside
  const reducedMotion = useReducedMotion();
  const autoplay = autoplayMs !== undefined && !reducedMotion;
  const running = autoplay && !paused && !held;

  useEffect(() => {
    if (!running || !autoplayMs) return;
    const timer = setInterval(() => {
      if (track.current && document.visibilityState === 'visible') step(track.current, 1);
    }, autoplayMs);
    return () => clearInterval(timer);
  }, [running, autoplayMs]);

  const move = useCallback((direction: Direction) => {
    if (track.current) step(track.current, direction);
  }, []);

  return (
    <section
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className="carousel-controls">
        {autoplay && (
          <button type="button" className="carousel-button carousel-pause" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
            <span className="visually-hidden">{paused ? 'Play' : 'Pause'} {label}</span>
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          </button>
        )}
        <button type="button" className="carousel-button carousel-prev" onClick={() => move(-1)} aria-label={`Previous in ${label}`}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="carousel-button carousel-next" onClick={() => move(1)} aria-label={`Next in ${label}`}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {/* Announce moves only when the shopper makes them, not on every timed step. */}
      <ul ref={track} className="carousel-track" aria-live={running ? 'off' : 'polite'}>
        {Children.map(children, (child, i) => (
          <li className="carousel-slide" aria-roledescription="slide" aria-label={`${i + 1} of ${Children.count(children)}`}>
            {child}
          </li>
        ))}
      </ul>
    </section>
  );
}
