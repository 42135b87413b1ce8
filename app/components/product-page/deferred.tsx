// The parts of the product page that need no code to be read, and those below the first screen: the
// facts beside the price (trust-facts.tsx) and the promises under the buy buttons (trust-list.tsx); the
// pincode check, the Fair Pricing box, Share and help in the side column; the detail accordions,
// reviews and the three suggestion rails under it. The route loads this module lazily: the server
// renders it in full, and the browser hydrates it once its chunk has arrived, so it does not weigh on
// the page's first-load JavaScript (links and <details> work before).
//
// This chunk shares no module with the route, not even a constant: what both need (the colour names,
// the reviews' first page, the setter of the info column's stars) is handed in. A shared module would
// go into the route's chunk, and the bundler would split the route into a facade over it: one more
// file on the first load.
import { useEffect } from 'react';
import type { StoreContacts } from '../../lib/contacts';
import type { Variant } from '../../../domain/catalog/product';
import type { ReviewPage } from '../../../domain/reviews/api-schemas';
import type { ProductCardData } from '../product/product-card';
import { FairPricingBox, HelpContacts } from './assurance';
import { CodCheck } from './cod-check';
import { DetailSections, type Label } from './detail-sections';
import { LOOK_MS, ProductRail } from './product-rail';
import { Reviews } from './reviews';
import { SharePanel } from './share-panel';

export { TrustFacts } from './trust-facts';
export { TrustList } from './trust-list';
import { productShareUrl } from '../../../domain/product/share-links';

interface ExtrasProps {
  origin: string;
  value: string;
  name: string;
  /** The chosen variant when the address names one, so a shared link opens the same colour and size. */
  variantId: string | null;
  picture: string;
  offerprice: number;
  quantity: number;
  /** Made to order: the delivery dates of the pincode check are the longer ones. */
  madeToOrder: boolean;
  contacts: StoreContacts | null;
  /** Called once this part is hydrated: the route sends again a pincode check sent before (early-press.ts). */
  onLive: () => void;
}

export function InfoExtras({
  origin,
  value,
  name,
  variantId,
  picture,
  offerprice,
  quantity,
  madeToOrder,
  contacts,
  onLive,
}: ExtrasProps) {
  useEffect(onLive, [onLive]);
  return (
    <>
      <CodCheck offerprice={offerprice} quantity={quantity} madeToOrder={madeToOrder} />
      <FairPricingBox />
      <SharePanel url={productShareUrl(origin, value, variantId)} text={name} image={new URL(picture, origin).href} />
      {contacts && <HelpContacts contacts={contacts} />}
    </>
  );
}

interface LowerProps {
  variant: Variant;
  sku: string;
  categoryName: string;
  occasion: string | null;
  /** The first page of the piece's reviews, with their count, average and distribution. */
  reviews: ReviewPage;
  /** The piece's new average and count after the member's review, for the info column's stars. */
  onRated(average: number, total: number): void;
  /** variant-choice's colorLabel. */
  label: Label;
  look: readonly ProductCardData[];
  related: readonly ProductCardData[];
  trending: readonly ProductCardData[];
}

export function LowerSections({
  variant,
  sku,
  categoryName,
  occasion,
  reviews,
  onRated,
  label,
  look,
  related,
  trending,
}: LowerProps) {
  return (
    <>
      <div className="pp-lower">
        <section className="pp-about" aria-labelledby="pp-about-title">
          <h2 id="pp-about-title" className="pp-section-title">
            About this piece
          </h2>
          <DetailSections variant={variant} sku={sku} categoryName={categoryName} occasion={occasion} label={label} />
        </section>
        <Reviews sku={sku} initial={reviews} onRated={onRated} />
      </div>
      <ProductRail
        id="pp-look"
        eyebrow="Styled together"
        title="Complete The Look"
        products={look}
        autoplayMs={LOOK_MS}
      />
      <ProductRail id="pp-related" eyebrow="You may also like" title="Related pieces" products={related} />
      <ProductRail id="pp-trending" eyebrow="Loved this week" title="Similar trending pieces" products={trending} />
    </>
  );
}
