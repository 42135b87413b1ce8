// The category pages' words: listing titles, SEO records and the banner over each listing. Written
// for Suvarna (certified diamonds, BIS hallmarked 18K gold, free shipping across India, 15-day
// returns) so the demo reads like the shop it will become rather than placeholder text.
import { CATEGORY_SLUGS, type CategorySlug } from '../../../domain/catalog/constants.ts';

export interface CategoryCopy {
  slug: string;
  name: string;
  parentSlug: string | null;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  bannerTitle: string;
  bannerContent: string;
}

const TOP_LEVEL: Record<CategorySlug, Omit<CategoryCopy, 'slug' | 'parentSlug'>> = {
  rings: {
    name: 'Rings',
    seoTitle: 'Diamond Rings Online in 18K Gold | Suvarna',
    seoDescription:
      "Shop certified diamond rings in BIS hallmarked 18K yellow, rose and white gold: solitaires, halo rings, eternity bands and men's rings. Free shipping across India and 15-day returns.",
    seoKeywords:
      "diamond rings, gold rings, engagement rings, solitaire rings, eternity bands, men's rings, couple bands, 18k gold rings",
    bannerTitle: 'Rings for every promise',
    bannerContent:
      'From a single certified solitaire for the question to an eternity band for the years after, every Suvarna ring is set in BIS hallmarked 18K gold and comes in your ring size, shipped free across India.',
  },
  earrings: {
    name: 'Earrings',
    seoTitle: 'Diamond & Gold Earrings: Studs, Jhumkas, Hoops | Suvarna',
    seoDescription:
      'Diamond studs, gold jhumkas, huggie hoops and chandbalis in hallmarked 18K gold with certified diamonds. Everyday pairs and bridal statements, delivered free across India.',
    seoKeywords: 'diamond earrings, gold jhumka, stud earrings, hoop earrings, chandbali, drop earrings, kids earrings',
    bannerTitle: 'Earrings that frame your face',
    bannerContent:
      'Light studs for the office, swinging jhumkas for the sangeet, a halo pair for the anniversary dinner. Certified diamonds, hallmarked gold and 15 days to change your mind.',
  },
  pendants: {
    name: 'Pendants',
    seoTitle: 'Diamond Pendants in 18K Gold | Suvarna',
    seoDescription:
      'Solitaire, heart, initial, evil eye and gemstone halo pendants in BIS hallmarked 18K gold with certified diamonds. Free insured shipping across India.',
    seoKeywords:
      'diamond pendant, gold pendant, solitaire pendant, heart pendant, initial pendant, evil eye pendant, om pendant',
    bannerTitle: 'Close to the heart',
    bannerContent:
      'A pendant is the easiest gift to get right. Choose a solitaire, a letter, a nazar or a coloured stone, each finished by hand and sent with its diamond certificate.',
  },
  necklaces: {
    name: 'Necklaces',
    seoTitle: 'Diamond Necklaces & Bridal Chokers | Suvarna',
    seoDescription:
      'Bridal diamond chokers, tennis necklaces, temple gold and delicate everyday necklaces in hallmarked 18K gold. Certified diamonds, free shipping and 15-day returns.',
    seoKeywords:
      'diamond necklace, bridal necklace, choker, tennis necklace, temple jewellery, gold necklace, layered necklace',
    bannerTitle: 'Necklaces for the big days and the everyday',
    bannerContent:
      'Heirloom chokers for the wedding, fine layered strands for Monday morning. Every necklace is weighed, hallmarked and priced openly, with a full price breakup on each piece.',
  },
  bracelets: {
    name: 'Bracelets',
    seoTitle: 'Diamond & Gold Bracelets for Women and Men | Suvarna',
    seoDescription:
      "Tennis bracelets, chain links, charm bracelets and men's kadas in BIS hallmarked 18K gold with certified diamonds, in small, medium and large.",
    seoKeywords:
      "diamond bracelet, tennis bracelet, gold bracelet, men's bracelet, kada, charm bracelet, couple bracelet",
    bannerTitle: 'A little light at the wrist',
    bannerContent:
      'Pick your size, S, M or L, and we will send it free anywhere in India. Not quite right? Return it within 15 days.',
  },
  bangles: {
    name: 'Bangles',
    seoTitle: 'Diamond Bangles & Gold Kadas | Suvarna',
    seoDescription:
      'Diamond kadas, eternity bangles and filigree gold bangles in sizes 2.4, 2.6 and 2.8. BIS hallmarked 18K gold, certified diamonds, free shipping across India.',
    seoKeywords: 'diamond bangles, gold bangles, kada, bridal bangles, filigree bangle, bangle size 2.4, 2.6, 2.8',
    bannerTitle: 'Bangles to stack, bangles to treasure',
    bannerContent:
      'Slim twisted rope for every day, a diamond kada for the wedding. Check our bangle size guide, choose 2.4, 2.6 or 2.8, and enjoy free shipping and 15-day returns.',
  },
  nosepins: {
    name: 'Nose Pins',
    seoTitle: 'Diamond Nose Pins & Bridal Naths | Suvarna',
    seoDescription:
      'Solitaire and floral diamond nose pins and traditional bridal naths in BIS hallmarked 18K gold. Small pieces with certified diamonds, delivered free across India.',
    seoKeywords: 'diamond nose pin, nose pin, nath, bridal nath, gold nose pin, solitaire nose pin',
    bannerTitle: 'The smallest sparkle',
    bannerContent:
      'A single diamond or a tiny flower, on a comfortable screw back in hallmarked 18K gold. Everyday nose pins from a few thousand rupees, with free shipping.',
  },
  mangalsutra: {
    name: 'Mangalsutra',
    seoTitle: 'Diamond Mangalsutra Designs in 18K Gold | Suvarna',
    seoDescription:
      'Modern diamond mangalsutras, solitaire mangalsutras, traditional vati designs and mangalsutra bracelets in BIS hallmarked 18K gold with certified diamonds.',
    seoKeywords: 'mangalsutra, diamond mangalsutra, gold mangalsutra, mangalsutra bracelet, solitaire mangalsutra',
    bannerTitle: 'A promise you wear every day',
    bannerContent:
      'Black beads and hallmarked gold, with or without diamonds, in designs light enough for daily wear. Free shipping across India and 15-day returns on every piece.',
  },
  chains: {
    name: 'Chains',
    seoTitle: 'Gold Chains for Men and Women | Suvarna',
    seoDescription:
      'Rope, box, cable, figaro, wheat and snake chains in BIS hallmarked 18K gold, plus diamond station chains. Weighed and priced openly, shipped free across India.',
    seoKeywords: "gold chain, men's gold chain, rope chain, box chain, figaro chain, 18k gold chain, chain for pendant",
    bannerTitle: 'Chains that carry the story',
    bannerContent:
      'Wear one alone or carry a favourite pendant. Every Suvarna chain is 18K gold, BIS hallmarked, with its weight and making charge shown before you buy.',
  },
  solitaires: {
    name: 'Loose Solitaires',
    seoTitle: 'Certified Loose Solitaire Diamonds Online | Suvarna',
    seoDescription:
      'Buy certified loose solitaire diamonds by cut, carat, clarity and colour: round, princess, oval, pear and more, from VVS1 to SI2 and E-F to H-I. Insured free shipping across India.',
    seoKeywords:
      'loose diamonds, solitaire diamond, certified diamond, round diamond, 1 carat diamond, engagement diamond',
    bannerTitle: 'Choose your diamond',
    bannerContent:
      'Every loose solitaire comes with its grading certificate and our 100% money-back on diamond value within 12 months. Pick the stone first, then we will set it in the design you love.',
  },
};

/** Sub-categories for navigation menus; products stay on the top-level slugs. */
const SUB_CATEGORIES: readonly CategoryCopy[] = [
  {
    slug: 'engagement-rings',
    parentSlug: 'rings',
    name: 'Engagement Rings',
    seoTitle: 'Diamond Engagement Rings | Suvarna',
    seoDescription:
      'Certified solitaire and halo engagement rings in BIS hallmarked 18K gold, sized to fit and shipped free across India.',
    seoKeywords: 'engagement rings, solitaire engagement ring, halo ring, proposal ring',
    bannerTitle: 'For the question',
    bannerContent:
      'A certified diamond, hallmarked gold and a ring made in her size. Free shipping, and 15 days to be sure.',
  },
  {
    slug: 'couple-bands',
    parentSlug: 'rings',
    name: 'Couple Bands',
    seoTitle: 'Couple Bands & Matching Rings | Suvarna',
    seoDescription: 'Matching diamond bands for two, in BIS hallmarked 18K gold, made in each of your ring sizes.',
    seoKeywords: 'couple bands, couple rings, matching rings, wedding bands',
    bannerTitle: 'Made in pairs',
    bannerContent: 'Order one band in each of your sizes and wear the same promise every day.',
  },
  {
    slug: 'stud-earrings',
    parentSlug: 'earrings',
    name: 'Stud Earrings',
    seoTitle: 'Diamond Stud Earrings | Suvarna',
    seoDescription: 'Solitaire and halo diamond studs with secure screw backs in BIS hallmarked 18K gold.',
    seoKeywords: 'diamond studs, stud earrings, solitaire studs, everyday earrings',
    bannerTitle: 'Studs for every day',
    bannerContent: 'The pair you will reach for every morning: certified diamonds, hallmarked gold, free shipping.',
  },
  {
    slug: 'jhumkas',
    parentSlug: 'earrings',
    name: 'Jhumkas',
    seoTitle: 'Gold & Diamond Jhumkas | Suvarna',
    seoDescription:
      'Hand-worked gold jhumkas and diamond jhumkas in BIS hallmarked 18K gold for festivals and weddings.',
    seoKeywords: 'jhumka, gold jhumka, diamond jhumka, festive earrings, bridal earrings',
    bannerTitle: 'Jhumkas that dance',
    bannerContent: 'Bell-shaped classics for the festive season and the wedding, finished by hand in hallmarked gold.',
  },
];

/** Every category row, parents before children so the self-reference is satisfied on insert. */
export function categoryCopies(): CategoryCopy[] {
  const top = CATEGORY_SLUGS.map((slug) => ({ slug, parentSlug: null, ...TOP_LEVEL[slug] }));
  return [...top, ...SUB_CATEGORIES.map((c) => ({ ...c }))];
}
