// The store's one slider: a row of slides that CSS scroll-snap moves (swipe on phones, smooth
// scrolling), with previous/next buttons and, given `autoplayMs`, a timed step the shopper can pause
// (use-autoplay.ts: never under prefers-reduced-motion, only on screen, held while the pointer or
// focus is inside). Home's trending row, the listing's trending slider (500 ms) and the product
// page's rails (Complete The Look, 3000 ms) are this component; the product slideshow, which moves
// by picture rather than by card, shares its autoplay and its icons.
//
// Two layouts: without `head`, the buttons sit on the row's sides (home); with it, they sit in a
// header row beside the heading (listing, product page).
import { Children, useRef, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './carousel-icons';
import { scrollBehavior, useAutoplay } from './use-autoplay';
import '../../styles/carousel.css';

interface CarouselProps {
  /** Names the region and its buttons: 'Previous in Trending now'. */
  label: string;
  /** The slides, one per child. */
  children: ReactNode;
  /** Step interval; none: the row moves only when the shopper moves it. */
  autoplayMs?: number;
  /** A heading (eyebrow and title) in a header row with the buttons. */
  head?: ReactNode;
  /** The id of the title inside `head`, which then names the region instead of `label`. */
  titleId?: string;
  /** After the buttons in the header row (the listing's 'View all'). */
  extra?: ReactNode;
  className?: string;
}

type Direction = -1 | 1;

/** Scrolls the track by one slide; past either end, round to the other. */
export function stepTrack(track: HTMLElement, direction: Direction) {
  const slide = track.firstElementChild as HTMLElement | null;
  const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
  const by = slide ? slide.offsetWidth + gap : track.clientWidth;
  const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
  const atStart = track.scrollLeft <= 2;
  const behavior = scrollBehavior();
  if (direction === 1 && atEnd) track.scrollTo({ left: 0, behavior });
  else if (direction === -1 && atStart) track.scrollTo({ left: track.scrollWidth, behavior });
  else track.scrollBy({ left: direction * by, behavior });
}

export function Carousel({ label, children, autoplayMs, head, titleId, extra, className }: CarouselProps) {
  const root = useRef<HTMLElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const count = Children.count(children);
  const move = (direction: Direction) => {
    if (track.current) stepTrack(track.current, direction);
  };
  const autoplay = useAutoplay(root, () => move(1), autoplayMs, count > 1);
  if (count === 0) return null;

  const controls = (
    <div className="carousel-controls">
      {autoplay.available && (
        <button
          type="button"
          className="carousel-button carousel-pause"
          onClick={autoplay.togglePaused}
          aria-label={`${autoplay.paused ? 'Play' : 'Pause'} ${label}`}
        >
          {autoplay.paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
        </button>
      )}
      <button
        type="button"
        className="carousel-button carousel-prev"
        onClick={() => move(-1)}
        aria-label={`Previous in ${label}`}
      >
        <ChevronLeftIcon size={18} />
      </button>
      <button
        type="button"
        className="carousel-button carousel-next"
        onClick={() => move(1)}
        aria-label={`Next in ${label}`}
      >
        <ChevronRightIcon size={18} />
      </button>
      {extra}
    </div>
  );

  return (
    <section
      ref={root}
      // The caller's class first: it names the slider in the markup (class="trending-slider ...").
      className={`${className ? `${className} ` : ''}carousel ${head ? 'carousel-headed' : 'carousel-overlay'}`}
      aria-roledescription="carousel"
      {...(titleId ? { 'aria-labelledby': titleId } : { 'aria-label': label })}
      {...autoplay.holdProps}
    >
      {head ? (
        <header className="section-head section-head-row carousel-head">
          {head}
          {controls}
        </header>
      ) : (
        controls
      )}
      {/* Announce moves only when the shopper makes them, not on every timed step. */}
      <ul ref={track} className="carousel-track" aria-live={autoplay.running ? 'off' : 'polite'}>
        {Children.map(children, (child, i) => (
          <li className="carousel-slide" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
            {child}
          </li>
        ))}
      </ul>
    </section>
  );
}
