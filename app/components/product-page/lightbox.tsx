// The slideshow's lightbox: the shown picture large in a modal <dialog> (Escape and the backdrop close
// it, focus returns to where it was), with the same previous and next steps as the slideshow.
import { useEffect, useRef } from 'react';
import { CloseIcon } from '../ui/icons';
import { ChevronLeftIcon, ChevronRightIcon } from '../carousel/carousel-icons';

const ZOOM = 996;

interface Props {
  pictures: readonly string[];
  /**
   * The gallery's pictureUrl, handed in: a lazy chunk that imported the route's own modules would
   * make the bundler split the route into a facade and a shared chunk (see deferred.tsx).
   */
  pictureUrl: (path: string, size: number) => string;
  index: number;
  altOf: (i: number) => string;
  onStep: (direction: 1 | -1) => void;
  onClose: () => void;
}

export default function Lightbox({ pictures, pictureUrl, index, altOf, onStep, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);
  const count = pictures.length;
  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label="Larger picture"
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) dialog.current?.close(); // a click on the backdrop
      }}
    >
      <img src={pictureUrl(pictures[index]!, ZOOM)} alt={altOf(index)} width={ZOOM} height={ZOOM} />
      <p className="lightbox-count">
        {index + 1} / {count}
      </p>
      {count > 1 && (
        <>
          <button
            type="button"
            className="gallery-arrow gallery-prev"
            aria-label="Previous picture"
            onClick={() => onStep(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="gallery-arrow gallery-next"
            aria-label="Next picture"
            onClick={() => onStep(1)}
          >
            <ChevronRightIcon />
          </button>
        </>
      )}
      <button
        type="button"
        className="lightbox-close"
        aria-label="Close"
        onClick={() => dialog.current?.close()}
        autoFocus
      >
        <CloseIcon />
      </button>
    </dialog>
  );
}
