// The slideshow (docs/spec.md#second-2): the variant's pictures in a scroll-snap track (swipe on a phone),
// thumbnails on wider screens, a lightbox in a <dialog>, autoplay every 4000 ms. The track is the one
// source of truth for the shown picture: thumbnails, arrows and autoplay scroll it, and its scroll
// position sets the index, so a swipe and a click can never disagree. Autoplay and the control icons
// are the store carousel's (components/carousel).

import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon, Svg } from '../carousel/carousel-icons';
import { scrollBehavior, useAutoplay } from '../carousel/use-autoplay';

// The lightbox's code arrives the first time a shopper opens it.
const Lightbox = lazy(() => import('./lightbox'));

export const SLIDESHOW_MS = 4000;
/**
 * Spec picture sizes (docs/spec.md#second-9): 498 for the slide, 88 for thumbnails; 1.5 and 2 times that for
 * sharp screens (a phone's full-width slide at 1.75× needs about 720 px: the 996 px picture was half
 * as large again in bytes).
 */
export const SLIDE = 498;
const THUMB = 88;

const ExpandIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Svg>
);

interface Props {
  pictures: readonly string[];
  alt: string;
  /** From the route (picture-url.ts), which this chunk must not import. */
  pictureUrl: (path: string, size: number) => string;
  /** Called once the slideshow is hydrated (the route replays a press made before: early-press.ts). */
  onLive?: () => void;
}

export function Gallery({ pictures, alt, pictureUrl, onLive }: Props) {
  const srcSet = (path: string, size: number) =>
    [size, Math.round(size * 1.5), size * 2].map((w) => `${pictureUrl(path, w)} ${w}w`).join(', ');
  const root = useRef<HTMLElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const count = pictures.length;
  const altOf = (i: number) => (i === 0 ? alt : `${alt}, view ${i + 1}`);

  const go = (i: number) => {
    const el = track.current;
    const next = (i + count) % count;
    setIndex(next);
    el?.scrollTo({ left: next * el.clientWidth, behavior: scrollBehavior() });
  };

  // Another colour brings other pictures: start again from the first (not at mount, where presses
  // made before the code arrived are being replayed: onLive below).
  const key = pictures.join(',');
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    setIndex(0);
    track.current?.scrollTo({ left: 0 });
  }, [key]);

  useEffect(() => onLive?.(), [onLive]);

  const autoplay = useAutoplay(root, () => go(index + 1), SLIDESHOW_MS, count > 1 && !zoomed);

  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const i = Math.round(el.scrollLeft / el.clientWidth);
    if (i !== index && i >= 0 && i < count) setIndex(i);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    // The focused track scrolls itself with the arrow keys; the buttons around it step a picture.
    if (e.target === track.current || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    e.preventDefault();
    go(index + (e.key === 'ArrowRight' ? 1 : -1));
  };

  const openZoom = () => setZoomed(true);

  return (
    <section
      ref={root}
      className="gallery"
      aria-roledescription="carousel"
      aria-label="Product pictures"
      onKeyDown={onKeyDown}
      {...autoplay.holdProps}
    >
      <div className="gallery-stage">
        <ul
          ref={track}
          className="gallery-track"
          onScroll={onScroll}
          tabIndex={0}
          aria-label="Pictures: swipe, or use the arrow keys"
        >
          {pictures.map((path, i) => (
            <li key={path} className="gallery-slide" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`}>
              <img
                src={pictureUrl(path, SLIDE)}
                srcSet={srcSet(path, SLIDE)}
                sizes="(min-width: 960px) 560px, 100vw"
                alt={altOf(i)}
                width={SLIDE}
                height={SLIDE}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding={i === 0 ? 'sync' : 'async'}
                onClick={openZoom}
              />
            </li>
          ))}
        </ul>
        {count > 1 && (
          <>
            <button
              type="button"
              className="gallery-arrow gallery-prev"
              aria-label="Previous picture"
              onClick={() => go(index - 1)}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className="gallery-arrow gallery-next"
              aria-label="Next picture"
              onClick={() => go(index + 1)}
            >
              <ChevronRightIcon />
            </button>
          </>
        )}
        <div className="gallery-tools">
          {autoplay.available && (
            <button
              type="button"
              className="gallery-tool"
              aria-label={autoplay.paused ? 'Play slideshow' : 'Pause slideshow'}
              onClick={autoplay.togglePaused}
            >
              {autoplay.paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
            </button>
          )}
          <button
            type="button"
            className="gallery-tool"
            aria-label="View larger"
            aria-haspopup="dialog"
            onClick={openZoom}
          >
            <ExpandIcon size={18} />
          </button>
        </div>
        {count > 1 && (
          <p className="gallery-dots" aria-hidden="true">
            {pictures.map((path, i) => (
              <span key={path} className={i === index ? 'active' : undefined} />
            ))}
          </p>
        )}
      </div>

      {count > 1 && (
        <div className="gallery-thumbs" role="group" aria-label="Choose a picture">
          {pictures.map((path, i) => (
            <button
              key={path}
              type="button"
              className="gallery-thumb"
              aria-label={`Show picture ${i + 1} of ${count}`}
              aria-current={i === index}
              onClick={() => go(i)}
            >
              <img
                src={pictureUrl(path, THUMB)}
                srcSet={srcSet(path, THUMB)}
                sizes={`${THUMB}px`}
                alt=""
                width={THUMB}
                height={THUMB}
                loading="lazy"
                decoding="async"
              />
            </button>
          ))}
        </div>
      )}

      {zoomed && (
        <Suspense fallback={null}>
          <Lightbox
            pictures={pictures}
            pictureUrl={pictureUrl}
            index={index}
            altOf={altOf}
            onStep={(d) => go(index + d)}
            onClose={() => setZoomed(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
