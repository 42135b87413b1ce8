// The trending slider on listings (docs/spec.md#second-2 and #second-9: autoplay 500 ms): the store's carousel in
// its headed layout, stepping one card every 500 ms while it is on screen; it stops while the pointer
// is over it or focus is inside, when the shopper presses Pause (WCAG 2.2.2), and never moves by
// itself under prefers-reduced-motion.
import { useId } from 'react';
import { Link } from '../../lib/link';
import { TRENDING_SLIDER_MS } from '../../../domain/listing/constants';
import { Carousel } from '../carousel/carousel';
import { ProductCard, type ProductCardData } from '../product/product-card';

export function TrendingSlider({ products }: { products: readonly ProductCardData[] }) {
  const titleId = useId();
  if (products.length === 0) return null;
  return (
    <Carousel
      label="Trending now"
      titleId={titleId}
      autoplayMs={TRENDING_SLIDER_MS}
      className="trending-slider"
      head={
        <div>
          <p className="eyebrow">Loved this week</p>
          <h2 id={titleId} className="display trending-title">
            Trending now
          </h2>
        </div>
      }
      extra={
        <Link to="/trending" className="text-link">
          View all
        </Link>
      }
    >
      {products.map((p) => (
        <ProductCard key={p.value} product={p} />
      ))}
    </Carousel>
  );
}
