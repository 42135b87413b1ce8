// Home banners, one banner per category page, and the occasions the listing facets offer. Home
// banner images are named (bridal, everyday-diamonds, gold-festive) because the image server draws
// them by name; category banners use the category slug the same way.
import type { CategoryCopy } from './categories-copy.ts';
import type { Occasion } from './styles.ts';

export interface BannerRow {
  page: string;
  position: number;
  title: string;
  subTitle: string;
  image: string;
  link: string;
  alt: string;
}

export interface OccasionRow {
  slug: Occasion;
  name: string;
  image: string;
  position: number;
}

const HOME_BANNERS: readonly Omit<BannerRow, 'page' | 'position'>[] = [
  {
    title: 'The Bridal Edit',
    subTitle:
      'Diamond chokers, chandbalis and kadas in BIS hallmarked 18K gold, for every ceremony from roka to reception.',
    image: '/images/banners/bridal',
    link: '/jewellery/necklaces',
    alt: 'A bride wearing a diamond choker necklace and chandbali earrings',
  },
  {
    title: 'Everyday Diamonds',
    subTitle: 'Studs, huggies and fine pendants with certified diamonds, light enough to wear from desk to dinner.',
    image: '/images/banners/everyday-diamonds',
    link: '/jewellery/earrings',
    alt: 'Diamond stud earrings and a delicate diamond pendant on a soft ivory ground',
  },
  {
    title: 'Gold for the Festive Season',
    subTitle: 'Jhumkas, filigree bangles and temple necklaces, shipped free across India with 15-day returns.',
    image: '/images/banners/gold-festive',
    link: '/jewellery/bangles',
    alt: 'Stacked gold bangles and jhumka earrings among marigold flowers',
  },
];

export function homeBanners(): BannerRow[] {
  return HOME_BANNERS.map((b, position) => ({ page: 'home', position, ...b }));
}

/** One banner over each category listing, reusing that category's banner copy. */
export function categoryBanners(categories: readonly CategoryCopy[]): BannerRow[] {
  return categories.map((c) => ({
    page: c.slug,
    position: 0,
    title: c.bannerTitle,
    subTitle: c.bannerContent,
    image: `/images/banners/${c.slug}`,
    link: c.parentSlug ? `/jewellery/${c.parentSlug}/${c.slug}` : `/jewellery/${c.slug}`,
    alt: `${c.name} at Suvarna: ${c.bannerTitle}`,
  }));
}

export const OCCASIONS: readonly { slug: Occasion; name: string }[] = [
  { slug: 'engagement', name: 'Engagement' },
  { slug: 'wedding', name: 'Wedding' },
  { slug: 'anniversary', name: 'Anniversary' },
  { slug: 'festive', name: 'Festive' },
  { slug: 'daily-wear', name: 'Daily Wear' },
  { slug: 'office-wear', name: 'Office Wear' },
  { slug: 'gifting', name: 'Gifting' },
];

export function occasionRows(): OccasionRow[] {
  return OCCASIONS.map((o, position) => ({ ...o, image: `/images/occasions/${o.slug}`, position }));
}
