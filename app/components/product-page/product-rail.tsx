// A titled row of product cards: related pieces, trending pieces, and (with autoplay every 3000 ms)
// Complete The Look: the store's carousel in its headed layout.
import { Carousel } from '../carousel/carousel';
import { ProductCard, type ProductCardData } from '../product/product-card';

/** docs/spec.md#second-9: the complete-the-look slider moves every 3000 ms. */
export const LOOK_MS = 3000;

interface Props {
  id: string;
  eyebrow: string;
  title: string;
  products: readonly ProductCardData[];
  autoplayMs?: number;
}

export function ProductRail({ id, eyebrow, title, products, autoplayMs }: Props) {
  if (products.length === 0) return null;
  return (
    <Carousel
      label={title}
      titleId={id}
      autoplayMs={autoplayMs}
      className="pp-rail section"
      head={
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={id} className="display pp-rail-title">
            {title}
          </h2>
        </div>
      }
    >
      {products.map((p) => (
        <ProductCard key={p.value} product={p} />
      ))}
    </Carousel>
  );
}
