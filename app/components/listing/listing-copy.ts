// The words of the listings that are not a category (categories bring their own from the catalogue).
import { STORE_DESCRIPTION, STORE_NAME } from '../../lib/site';

export interface ListingCopy {
  eyebrow: string;
  title: string;
  description: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
}

export const ALL_JEWELLERY_COPY: ListingCopy = {
  eyebrow: 'Shop all',
  title: 'All Jewellery',
  description:
    'Certified diamonds set in BIS hallmarked 18K gold: rings, earrings, pendants, bangles and more, in yellow, rose and white gold. Free shipping across India and 15 days to change your mind.',
  seoTitle: `Diamond & Gold Jewellery Online | ${STORE_NAME}`,
  seoDescription: STORE_DESCRIPTION,
  seoKeywords:
    'diamond jewellery, gold jewellery, 18k gold, hallmarked jewellery, diamond rings, earrings, pendants, bangles',
};

export const TRENDING_COPY: ListingCopy = {
  eyebrow: 'Loved this week',
  title: 'Trending Now',
  description: 'The pieces our shoppers keep coming back to this week, from everyday diamond studs to statement bands.',
  seoTitle: `Trending Diamond & Gold Jewellery | ${STORE_NAME}`,
  seoDescription: `The most loved ${STORE_NAME} pieces this week: certified diamonds in BIS hallmarked 18K gold, with free shipping across India and 15-day returns.`,
  seoKeywords: 'trending jewellery, bestselling diamond jewellery, popular gold jewellery',
};
