// The designs each category is made of. A style ties together what a real piece of that kind is:
// how heavy, how many stones of what size, how they are set, who wears it and for what occasion, so
// that a generated "Diamond Choker Necklace" weighs like one and costs like one.
import type { CategorySlug } from '../../../domain/catalog/constants.ts';
import type { Gemstone } from './pricing.ts';

export type Gender = 'women' | 'men' | 'unisex' | 'kids';
export type Occasion = 'engagement' | 'wedding' | 'daily-wear' | 'office-wear' | 'festive' | 'anniversary' | 'gifting';
type Range = readonly [min: number, max: number];

export interface Style {
  /** Words between the collection name and the noun: "Solitaire Diamond". */
  phrase: string;
  /** The kind of piece: "Ring", "Jhumka Earrings". */
  noun: string;
  /** How often this style appears within its category. */
  share: number;
  gender: Gender;
  occasions: readonly Occasion[];
  /** Grams of 18K gold in the base size. */
  weight: Range;
  /** Making rate in rupees per gram. */
  makingPerGram: number;
  diamonds?: { count: Range; caratEach: Range; cuts: readonly string[]; settings: readonly string[] };
  /** When set, the gemstone's name goes in front of the phrase: "Tara Emerald Halo Pendant". */
  gem?: { count: Range; totalCarat: Range; types: readonly Gemstone[] };
  /** The sub-category shelf this design belongs on (db/seed/demo/categories-copy.ts), if any. */
  subCategory?: 'engagement-rings' | 'couple-bands' | 'stud-earrings' | 'jhumkas';
  /** Half a sentence for descriptions: "a four-prong solitaire that lets the stone take the light". */
  blurb: string;
}

const FANCY_CUTS = ['Round', 'Round', 'Round', 'Round', 'Princess', 'Oval', 'Oval', 'Pear', 'Cushion', 'Emerald', 'Marquise', 'Heart'];
const MELEE = ['Round'];
const PRECIOUS: readonly Gemstone[] = ['Emerald', 'Ruby', 'Blue Sapphire'];
const ALL_GEMS: readonly Gemstone[] = ['Emerald', 'Ruby', 'Blue Sapphire', 'Pink Sapphire', 'Tanzanite', 'Amethyst', 'Citrine'];

export const STYLES: Record<CategorySlug, readonly Style[]> = {
  rings: [
    { phrase: 'Solitaire Diamond', noun: 'Ring', subCategory: 'engagement-rings', share: 16, gender: 'women', occasions: ['engagement', 'engagement', 'anniversary'], weight: [2.4, 3.8], makingPerGram: 1_200,
      diamonds: { count: [1, 1], caratEach: [0.18, 0.9], cuts: FANCY_CUTS, settings: ['Prong', 'Prong', 'Bezel', 'Tension'] },
      blurb: 'a single certified diamond held high so it catches the light from every side' },
    { phrase: 'Halo Diamond', noun: 'Ring', subCategory: 'engagement-rings', share: 12, gender: 'women', occasions: ['engagement', 'anniversary', 'gifting'], weight: [2.2, 3.4], makingPerGram: 1_250,
      diamonds: { count: [14, 28], caratEach: [0.01, 0.035], cuts: MELEE, settings: ['Micro Pave', 'Prong'] },
      blurb: 'a ring of small diamonds framing the centre for more sparkle than its size suggests' },
    { phrase: 'Eternity Diamond', noun: 'Band', share: 10, gender: 'women', occasions: ['anniversary', 'wedding', 'daily-wear'], weight: [1.8, 3], makingPerGram: 1_150,
      diamonds: { count: [12, 24], caratEach: [0.02, 0.05], cuts: ['Round', 'Round', 'Princess', 'Baguette'], settings: ['Channel', 'Prong', 'Invisible'] },
      blurb: 'a band of evenly matched diamonds that never stops shining' },
    { phrase: 'Floral Cluster Diamond', noun: 'Ring', share: 10, gender: 'women', occasions: ['festive', 'gifting', 'daily-wear'], weight: [1.6, 2.8], makingPerGram: 1_150,
      diamonds: { count: [7, 19], caratEach: [0.01, 0.04], cuts: MELEE, settings: ['Cluster', 'Prong'] },
      blurb: 'petals of small diamonds gathered into a flower' },
    { phrase: 'Twisted Vine Diamond', noun: 'Ring', share: 8, gender: 'women', occasions: ['daily-wear', 'office-wear', 'gifting'], weight: [1.4, 2.4], makingPerGram: 1_100,
      diamonds: { count: [10, 30], caratEach: [0.005, 0.015], cuts: MELEE, settings: ['Pave', 'Micro Pave'] },
      blurb: 'two strands of gold twisting together, one of them paved with diamonds' },
    { phrase: 'Cocktail', noun: 'Ring', share: 7, gender: 'women', occasions: ['festive', 'wedding', 'gifting'], weight: [3.5, 6], makingPerGram: 1_250,
      diamonds: { count: [12, 30], caratEach: [0.01, 0.03], cuts: MELEE, settings: ['Prong', 'Pave'] },
      gem: { count: [1, 1], totalCarat: [0.8, 3], types: ALL_GEMS },
      blurb: 'a bold coloured centre stone surrounded by diamonds' },
    { phrase: 'Classic Diamond', noun: 'Band', share: 9, gender: 'men', occasions: ['wedding', 'anniversary', 'office-wear'], weight: [5, 9], makingPerGram: 1_000,
      diamonds: { count: [3, 9], caratEach: [0.02, 0.06], cuts: ['Round', 'Princess'], settings: ['Channel', 'Flush'] },
      blurb: 'a comfortable band with diamonds set flush into the gold' },
    { phrase: 'Signet Diamond', noun: 'Ring', share: 6, gender: 'men', occasions: ['gifting', 'office-wear', 'festive'], weight: [6, 10], makingPerGram: 1_050,
      diamonds: { count: [1, 5], caratEach: [0.03, 0.1], cuts: ['Round', 'Princess', 'Emerald'], settings: ['Bezel', 'Flush'] },
      blurb: 'a broad signet face with diamonds set into the gold' },
    { phrase: 'Couple Diamond', noun: 'Band', subCategory: 'couple-bands', share: 8, gender: 'unisex', occasions: ['engagement', 'wedding', 'anniversary'], weight: [3, 6], makingPerGram: 1_050,
      diamonds: { count: [1, 7], caratEach: [0.02, 0.05], cuts: MELEE, settings: ['Channel', 'Bezel'] },
      blurb: 'one half of a matching pair of bands, made to be worn every day' },
    { phrase: 'Petite Diamond', noun: 'Ring', share: 10, gender: 'women', occasions: ['daily-wear', 'office-wear', 'gifting'], weight: [1.2, 2], makingPerGram: 1_100,
      diamonds: { count: [1, 5], caratEach: [0.01, 0.03], cuts: MELEE, settings: ['Prong', 'Bezel', 'Flush'] },
      blurb: 'a slim, light band with a few small diamonds, made for wearing every day' },
    { phrase: 'Gold Leaf', noun: 'Ring', share: 6, gender: 'women', occasions: ['daily-wear', 'gifting', 'festive'], weight: [1.5, 3], makingPerGram: 950,
      blurb: 'hand-finished gold leaves wrapping the finger' },
    { phrase: 'Little Heart Gold', noun: 'Ring', share: 2, gender: 'kids', occasions: ['gifting', 'festive'], weight: [1, 1.8], makingPerGram: 950,
      blurb: 'a small, light ring with a smooth heart for little hands' },
  ],
  earrings: [
    { phrase: 'Diamond Stud', noun: 'Earrings', subCategory: 'stud-earrings', share: 18, gender: 'women', occasions: ['daily-wear', 'office-wear', 'gifting'], weight: [1.2, 2.4], makingPerGram: 1_300,
      diamonds: { count: [2, 2], caratEach: [0.05, 0.5], cuts: FANCY_CUTS, settings: ['Prong', 'Bezel'] },
      blurb: 'a matched pair of certified diamonds on secure screw backs' },
    { phrase: 'Floral Gold Jhumka', noun: 'Earrings', subCategory: 'jhumkas', share: 10, gender: 'women', occasions: ['festive', 'wedding'], weight: [4, 10], makingPerGram: 1_100,
      blurb: 'bell-shaped jhumkas with hand-worked floral detail' },
    { phrase: 'Diamond Jhumka', noun: 'Earrings', subCategory: 'jhumkas', share: 8, gender: 'women', occasions: ['festive', 'wedding'], weight: [5, 10], makingPerGram: 1_200,
      diamonds: { count: [30, 80], caratEach: [0.005, 0.015], cuts: MELEE, settings: ['Pave', 'Prong'] },
      blurb: 'jhumkas with diamond-set domes that sway as you move' },
    { phrase: 'Huggie Hoop', noun: 'Earrings', share: 14, gender: 'women', occasions: ['daily-wear', 'office-wear'], weight: [1.6, 3], makingPerGram: 1_150,
      diamonds: { count: [10, 24], caratEach: [0.01, 0.02], cuts: MELEE, settings: ['Channel', 'Pave'] },
      blurb: 'small hoops that hug the lobe, lined with diamonds' },
    { phrase: 'Drop Diamond', noun: 'Earrings', share: 12, gender: 'women', occasions: ['festive', 'anniversary', 'gifting'], weight: [2.4, 4.5], makingPerGram: 1_250,
      diamonds: { count: [10, 40], caratEach: [0.01, 0.04], cuts: ['Round', 'Round', 'Pear', 'Marquise'], settings: ['Prong', 'Cluster'] },
      blurb: 'diamonds falling in a graceful line below the ear' },
    { phrase: 'Halo Stud', noun: 'Earrings', subCategory: 'stud-earrings', share: 9, gender: 'women', occasions: ['gifting', 'anniversary', 'festive'], weight: [2, 3.5], makingPerGram: 1_250,
      diamonds: { count: [24, 40], caratEach: [0.005, 0.012], cuts: MELEE, settings: ['Micro Pave', 'Prong'] },
      gem: { count: [2, 2], totalCarat: [0.5, 1.6], types: ALL_GEMS },
      blurb: 'a pair of coloured stones, each framed by a halo of diamonds' },
    { phrase: 'Chandbali Diamond', noun: 'Earrings', share: 7, gender: 'women', occasions: ['wedding', 'festive'], weight: [8, 16], makingPerGram: 1_300,
      diamonds: { count: [40, 90], caratEach: [0.008, 0.02], cuts: MELEE, settings: ['Pave', 'Prong'] },
      blurb: 'crescent-moon chandbalis, a bridal favourite, set with diamonds' },
    { phrase: 'Butterfly Gold', noun: 'Earrings', subCategory: 'stud-earrings', share: 4, gender: 'kids', occasions: ['gifting', 'festive'], weight: [0.8, 1.6], makingPerGram: 1_100,
      blurb: 'light butterfly studs with safety screw backs for children' },
    { phrase: 'Star Diamond', noun: 'Earrings', share: 3, gender: 'kids', occasions: ['gifting', 'daily-wear'], weight: [0.8, 1.4], makingPerGram: 1_200,
      diamonds: { count: [2, 10], caratEach: [0.005, 0.01], cuts: MELEE, settings: ['Pave'] },
      blurb: 'tiny stars with a sprinkle of diamonds, light enough for children' },
    { phrase: 'Diamond Stud', noun: 'Earring', share: 3, gender: 'men', occasions: ['daily-wear', 'gifting'], weight: [0.8, 1.5], makingPerGram: 1_200,
      diamonds: { count: [1, 1], caratEach: [0.05, 0.3], cuts: ['Round', 'Princess'], settings: ['Bezel'] },
      blurb: 'a single bezel-set diamond stud, clean and understated' },
  ],
  pendants: [
    { phrase: 'Solitaire Diamond', noun: 'Pendant', share: 16, gender: 'women', occasions: ['anniversary', 'gifting', 'engagement'], weight: [0.8, 1.8], makingPerGram: 1_300,
      diamonds: { count: [1, 1], caratEach: [0.1, 0.7], cuts: FANCY_CUTS, settings: ['Prong', 'Bezel'] },
      blurb: 'one certified diamond on a fine bail' },
    { phrase: 'Halo', noun: 'Pendant', share: 12, gender: 'women', occasions: ['gifting', 'anniversary', 'festive'], weight: [1.2, 2.6], makingPerGram: 1_250,
      diamonds: { count: [12, 24], caratEach: [0.006, 0.015], cuts: MELEE, settings: ['Micro Pave', 'Prong'] },
      gem: { count: [1, 1], totalCarat: [0.4, 1.5], types: ALL_GEMS },
      blurb: 'a coloured stone at the heart of a halo of diamonds' },
    { phrase: 'Heart Diamond', noun: 'Pendant', share: 14, gender: 'women', occasions: ['gifting', 'anniversary'], weight: [1, 2.4], makingPerGram: 1_200,
      diamonds: { count: [10, 30], caratEach: [0.006, 0.02], cuts: MELEE, settings: ['Pave', 'Prong'] },
      blurb: 'an open heart outlined in diamonds' },
    { phrase: 'Om Gold', noun: 'Pendant', share: 8, gender: 'unisex', occasions: ['festive', 'gifting', 'daily-wear'], weight: [1.5, 4.5], makingPerGram: 1_000,
      blurb: 'the sacred Om, cast and hand-polished in gold' },
    { phrase: 'Initial Diamond', noun: 'Pendant', share: 10, gender: 'unisex', occasions: ['gifting', 'daily-wear'], weight: [1, 2], makingPerGram: 1_200,
      diamonds: { count: [8, 20], caratEach: [0.005, 0.012], cuts: MELEE, settings: ['Pave'] },
      blurb: 'a letter of your choice traced in small diamonds' },
    { phrase: 'Evil Eye Diamond', noun: 'Pendant', share: 10, gender: 'women', occasions: ['daily-wear', 'gifting'], weight: [0.9, 1.8], makingPerGram: 1_250,
      diamonds: { count: [8, 16], caratEach: [0.005, 0.012], cuts: MELEE, settings: ['Pave', 'Bezel'] },
      gem: { count: [1, 1], totalCarat: [0.1, 0.4], types: ['Blue Sapphire', 'Tanzanite'] },
      blurb: 'the protective nazar in blue stone and diamonds' },
    { phrase: 'Geometric Diamond', noun: 'Pendant', share: 6, gender: 'men', occasions: ['office-wear', 'gifting'], weight: [3, 6], makingPerGram: 1_050,
      diamonds: { count: [4, 12], caratEach: [0.01, 0.04], cuts: ['Round', 'Princess', 'Baguette'], settings: ['Channel', 'Flush'] },
      blurb: 'clean lines in heavier gold with a row of diamonds' },
    { phrase: 'Little Star Gold', noun: 'Pendant', share: 4, gender: 'kids', occasions: ['gifting'], weight: [0.6, 1.2], makingPerGram: 1_000,
      blurb: 'a small, smooth star pendant for children' },
  ],
  necklaces: [
    { phrase: 'Diamond Choker', noun: 'Necklace', share: 12, gender: 'women', occasions: ['wedding', 'wedding', 'festive'], weight: [18, 45], makingPerGram: 1_350,
      diamonds: { count: [80, 220], caratEach: [0.01, 0.04], cuts: ['Round', 'Round', 'Pear', 'Marquise'], settings: ['Prong', 'Pave', 'Cluster'] },
      blurb: 'a close-fitting bridal choker carrying hundreds of diamonds' },
    { phrase: 'Layered Diamond', noun: 'Necklace', share: 16, gender: 'women', occasions: ['festive', 'anniversary', 'gifting'], weight: [8, 18], makingPerGram: 1_250,
      diamonds: { count: [30, 80], caratEach: [0.01, 0.03], cuts: MELEE, settings: ['Prong', 'Bezel'] },
      blurb: 'two fine strands falling together, dotted with diamonds' },
    { phrase: 'Tennis Diamond', noun: 'Necklace', share: 12, gender: 'women', occasions: ['anniversary', 'wedding'], weight: [12, 22], makingPerGram: 1_300,
      diamonds: { count: [60, 120], caratEach: [0.03, 0.06], cuts: MELEE, settings: ['Prong'] },
      blurb: 'an unbroken line of matched diamonds around the neck' },
    { phrase: 'Drop', noun: 'Necklace', share: 12, gender: 'women', occasions: ['festive', 'anniversary', 'wedding'], weight: [6, 14], makingPerGram: 1_250,
      diamonds: { count: [20, 60], caratEach: [0.01, 0.03], cuts: MELEE, settings: ['Prong', 'Micro Pave'] },
      gem: { count: [1, 5], totalCarat: [1, 6], types: PRECIOUS },
      blurb: 'precious coloured drops hanging from a diamond-set collar' },
    { phrase: 'Temple Gold', noun: 'Necklace', share: 12, gender: 'women', occasions: ['wedding', 'festive'], weight: [20, 40], makingPerGram: 1_150,
      blurb: 'South Indian temple motifs hand-chased in gold' },
    { phrase: 'Delicate Diamond', noun: 'Necklace', share: 22, gender: 'women', occasions: ['daily-wear', 'office-wear', 'gifting'], weight: [4, 8], makingPerGram: 1_200,
      diamonds: { count: [5, 15], caratEach: [0.01, 0.05], cuts: MELEE, settings: ['Bezel', 'Prong'] },
      blurb: 'a fine chain with diamonds spaced along its length' },
    { phrase: 'Polki Bridal Diamond', noun: 'Necklace', share: 6, gender: 'women', occasions: ['wedding'], weight: [30, 60], makingPerGram: 1_400,
      diamonds: { count: [120, 260], caratEach: [0.02, 0.06], cuts: ['Round', 'Pear', 'Marquise', 'Oval'], settings: ['Prong', 'Cluster', 'Pave'] },
      blurb: 'a statement bridal necklace, heavy in gold and generous with diamonds' },
  ],
  bracelets: [
    { phrase: 'Tennis Diamond', noun: 'Bracelet', share: 18, gender: 'women', occasions: ['anniversary', 'gifting', 'wedding'], weight: [8, 14], makingPerGram: 1_250,
      diamonds: { count: [30, 60], caratEach: [0.03, 0.08], cuts: MELEE, settings: ['Prong', 'Channel'] },
      blurb: 'a flexible line of diamonds that moves with the wrist' },
    { phrase: 'Chain Link Diamond', noun: 'Bracelet', share: 20, gender: 'women', occasions: ['daily-wear', 'office-wear'], weight: [5, 9], makingPerGram: 1_150,
      diamonds: { count: [5, 20], caratEach: [0.01, 0.03], cuts: MELEE, settings: ['Bezel', 'Pave'] },
      blurb: 'polished links with a few diamond-set stations' },
    { phrase: 'Infinity Diamond', noun: 'Bracelet', share: 16, gender: 'women', occasions: ['gifting', 'anniversary'], weight: [4, 7], makingPerGram: 1_200,
      diamonds: { count: [10, 24], caratEach: [0.008, 0.02], cuts: MELEE, settings: ['Pave', 'Micro Pave'] },
      blurb: 'the infinity knot in diamonds on a fine chain' },
    { phrase: 'Charm', noun: 'Bracelet', share: 12, gender: 'women', occasions: ['gifting', 'festive'], weight: [5, 9], makingPerGram: 1_200,
      diamonds: { count: [6, 18], caratEach: [0.006, 0.015], cuts: MELEE, settings: ['Prong', 'Pave'] },
      gem: { count: [2, 6], totalCarat: [0.5, 2], types: ALL_GEMS },
      blurb: 'playful charms with coloured stones and diamonds' },
    { phrase: 'Curb Link Gold', noun: 'Bracelet', share: 18, gender: 'men', occasions: ['festive', 'gifting', 'daily-wear'], weight: [12, 25], makingPerGram: 900,
      blurb: 'a solid curb-link bracelet with a secure box clasp' },
    { phrase: 'Diamond Kada', noun: 'Bracelet', share: 10, gender: 'men', occasions: ['festive', 'wedding'], weight: [15, 28], makingPerGram: 1_050,
      diamonds: { count: [8, 24], caratEach: [0.02, 0.05], cuts: ['Round', 'Princess'], settings: ['Channel', 'Flush'] },
      blurb: 'a bold men\'s kada with a band of channel-set diamonds' },
    { phrase: 'Bandhan Couple', noun: 'Bracelet', share: 6, gender: 'unisex', occasions: ['anniversary', 'gifting'], weight: [4, 8], makingPerGram: 1_100,
      diamonds: { count: [1, 5], caratEach: [0.02, 0.05], cuts: MELEE, settings: ['Bezel'] },
      blurb: 'a sleek bracelet made to be worn as a pair' },
  ],
  bangles: [
    { phrase: 'Filigree Gold', noun: 'Bangle', share: 22, gender: 'women', occasions: ['festive', 'wedding', 'gifting'], weight: [7, 14], makingPerGram: 950,
      blurb: 'open filigree worked by hand in gold wire' },
    { phrase: 'Diamond Kada', noun: 'Bangle', share: 22, gender: 'women', occasions: ['wedding', 'festive'], weight: [10, 18], makingPerGram: 1_150,
      diamonds: { count: [30, 90], caratEach: [0.01, 0.03], cuts: MELEE, settings: ['Pave', 'Prong'] },
      blurb: 'a broad kada with a diamond-paved face and a hinged opening' },
    { phrase: 'Eternity Diamond', noun: 'Bangle', share: 20, gender: 'women', occasions: ['anniversary', 'wedding', 'office-wear'], weight: [6, 12], makingPerGram: 1_150,
      diamonds: { count: [20, 50], caratEach: [0.02, 0.05], cuts: MELEE, settings: ['Channel', 'Prong'] },
      blurb: 'a slim bangle with diamonds all the way round' },
    { phrase: 'Diamond', noun: 'Bangle', share: 14, gender: 'women', occasions: ['festive', 'gifting'], weight: [6, 11], makingPerGram: 1_150,
      diamonds: { count: [12, 30], caratEach: [0.01, 0.025], cuts: MELEE, settings: ['Prong', 'Pave'] },
      gem: { count: [3, 9], totalCarat: [0.6, 2.4], types: ALL_GEMS },
      blurb: 'coloured stones set between diamonds around a slim bangle' },
    { phrase: 'Twisted Rope Gold', noun: 'Bangle', share: 22, gender: 'women', occasions: ['daily-wear', 'office-wear', 'festive'], weight: [4, 9], makingPerGram: 900,
      blurb: 'twisted gold rope, light enough to stack and wear every day' },
  ],
  nosepins: [
    { phrase: 'Solitaire Diamond', noun: 'Nose Pin', share: 34, gender: 'women', occasions: ['daily-wear', 'office-wear', 'gifting'], weight: [0.25, 0.5], makingPerGram: 1_500,
      diamonds: { count: [1, 1], caratEach: [0.02, 0.1], cuts: ['Round', 'Round', 'Princess', 'Marquise'], settings: ['Prong', 'Bezel'] },
      blurb: 'a single diamond on a comfortable screw-back pin' },
    { phrase: 'Floral Diamond', noun: 'Nose Pin', share: 30, gender: 'women', occasions: ['daily-wear', 'festive'], weight: [0.3, 0.6], makingPerGram: 1_500,
      diamonds: { count: [5, 9], caratEach: [0.005, 0.012], cuts: MELEE, settings: ['Cluster', 'Prong'] },
      blurb: 'a tiny flower of diamonds for the nose' },
    { phrase: 'Bridal Gold', noun: 'Nath', share: 14, gender: 'women', occasions: ['wedding', 'festive'], weight: [1.5, 3.5], makingPerGram: 1_300,
      blurb: 'a traditional bridal nath, worked in gold' },
    { phrase: 'Drop', noun: 'Nose Pin', share: 22, gender: 'women', occasions: ['festive', 'gifting'], weight: [0.3, 0.7], makingPerGram: 1_500,
      diamonds: { count: [3, 7], caratEach: [0.005, 0.01], cuts: MELEE, settings: ['Prong'] },
      gem: { count: [1, 1], totalCarat: [0.05, 0.2], types: ['Ruby', 'Emerald', 'Pink Sapphire'] },
      blurb: 'a small coloured drop beneath a diamond' },
  ],
  mangalsutra: [
    { phrase: 'Diamond', noun: 'Mangalsutra', share: 34, gender: 'women', occasions: ['wedding', 'daily-wear'], weight: [4, 10], makingPerGram: 1_150,
      diamonds: { count: [10, 40], caratEach: [0.01, 0.03], cuts: MELEE, settings: ['Prong', 'Pave'] },
      blurb: 'black beads on gold with a modern diamond pendant' },
    { phrase: 'Solitaire', noun: 'Mangalsutra', share: 20, gender: 'women', occasions: ['wedding', 'anniversary'], weight: [3.5, 7], makingPerGram: 1_150,
      diamonds: { count: [1, 1], caratEach: [0.1, 0.5], cuts: ['Round', 'Round', 'Oval', 'Pear'], settings: ['Prong', 'Bezel'] },
      blurb: 'a single certified diamond on a fine black-bead chain' },
    { phrase: 'Traditional Gold', noun: 'Mangalsutra', share: 24, gender: 'women', occasions: ['wedding', 'festive'], weight: [8, 20], makingPerGram: 1_000,
      blurb: 'the traditional vati pendant on twin strands of black beads' },
    { phrase: 'Diamond Mangalsutra', noun: 'Bracelet', share: 22, gender: 'women', occasions: ['daily-wear', 'office-wear', 'wedding'], weight: [3, 6], makingPerGram: 1_150,
      diamonds: { count: [5, 15], caratEach: [0.01, 0.03], cuts: MELEE, settings: ['Bezel', 'Prong'] },
      blurb: 'the mangalsutra reimagined for the wrist, in black beads and diamonds' },
  ],
  chains: [
    { phrase: 'Rope Gold', noun: 'Chain', share: 18, gender: 'unisex', occasions: ['daily-wear', 'gifting', 'festive'], weight: [3, 10], makingPerGram: 700,
      blurb: 'a classic twisted rope chain with a lobster clasp' },
    { phrase: 'Box Link Gold', noun: 'Chain', share: 16, gender: 'men', occasions: ['daily-wear', 'office-wear'], weight: [6, 16], makingPerGram: 650,
      blurb: 'square box links that sit flat and strong' },
    { phrase: 'Cable Gold', noun: 'Chain', share: 16, gender: 'women', occasions: ['daily-wear', 'gifting'], weight: [2, 6], makingPerGram: 700,
      blurb: 'a fine cable chain, ideal for a pendant' },
    { phrase: 'Figaro Gold', noun: 'Chain', share: 14, gender: 'men', occasions: ['festive', 'gifting'], weight: [10, 24], makingPerGram: 650,
      blurb: 'the Italian figaro pattern of long and short links' },
    { phrase: 'Wheat Gold', noun: 'Chain', share: 12, gender: 'unisex', occasions: ['daily-wear', 'festive'], weight: [4, 10], makingPerGram: 700,
      blurb: 'braided wheat links with a soft sheen' },
    { phrase: 'Snake Gold', noun: 'Chain', share: 12, gender: 'women', occasions: ['office-wear', 'daily-wear'], weight: [2.5, 7], makingPerGram: 700,
      blurb: 'a smooth, supple snake chain' },
    { phrase: 'Diamond Station', noun: 'Chain', share: 12, gender: 'women', occasions: ['gifting', 'anniversary'], weight: [3, 6], makingPerGram: 900,
      diamonds: { count: [3, 9], caratEach: [0.02, 0.06], cuts: MELEE, settings: ['Bezel'] },
      blurb: 'a fine chain with bezel-set diamonds spaced along it' },
  ],
  // Loose solitaires have no metal; the generator names and prices them from the stone alone.
  solitaires: [
    { phrase: 'Solitaire', noun: 'Diamond', share: 1, gender: 'unisex', occasions: ['engagement', 'anniversary', 'gifting'], weight: [0, 0], makingPerGram: 0,
      diamonds: { count: [1, 1], caratEach: [0.18, 1.5], cuts: FANCY_CUTS, settings: ['Loose'] },
      blurb: 'ready to be set in a ring, pendant or pair of earrings of your choice' },
  ],
};
