// Words product names are built from. Indian jewellers name their designs like collections
// ("Aanya", "Mehr"), so each name is a collection word + the style + the kind of piece. Slugs of the
// words are cached: the generator builds 100,000 names for the search bench, and slugging each
// whole name with regular expressions would be most of its time.

/** Collection names for women's (and most kids') pieces. */
export const WOMEN_NAMES = [
  'Aanya',
  'Aadhya',
  'Aarohi',
  'Anika',
  'Anvi',
  'Avni',
  'Chandni',
  'Devika',
  'Diya',
  'Gauri',
  'Ira',
  'Ishani',
  'Ishita',
  'Jiya',
  'Kashvi',
  'Kavya',
  'Kiara',
  'Lavanya',
  'Mahika',
  'Mallika',
  'Meera',
  'Mehr',
  'Myra',
  'Naina',
  'Navya',
  'Nayra',
  'Niharika',
  'Noor',
  'Pari',
  'Prisha',
  'Rhea',
  'Riya',
  'Roshni',
  'Saanvi',
  'Samaira',
  'Shanaya',
  'Siya',
  'Suhana',
  'Tanvi',
  'Tara',
  'Trisha',
  'Urvi',
  'Vaani',
  'Vanya',
  'Yashvi',
  'Zoya',
  'Sitara',
  'Kesar',
  'Gulmohar',
  'Bahaar',
] as const;

/** Collection names for men's pieces. */
export const MEN_NAMES = [
  'Aarav',
  'Aditya',
  'Advait',
  'Arjun',
  'Ayaan',
  'Dhruv',
  'Ishaan',
  'Kabir',
  'Karan',
  'Krish',
  'Neel',
  'Reyansh',
  'Rohan',
  'Rudra',
  'Samar',
  'Shaurya',
  'Veer',
  'Vihaan',
  'Yash',
  'Raghav',
] as const;

/** Words for pieces worn by anyone, or bought as a pair. */
export const UNISEX_NAMES = [
  'Anant',
  'Bandhan',
  'Ekam',
  'Jodi',
  'Milan',
  'Prem',
  'Saath',
  'Sangam',
  'Vachan',
  'Sanjog',
] as const;

/** Playful words for children's pieces. */
export const KIDS_NAMES = ['Pari', 'Gudiya', 'Chiku', 'Titli', 'Munni', 'Tara', 'Guddu', 'Chanda'] as const;

const slugCache = new Map<string, string>();

/** kebab-case of a word or phrase, cached because the same few hundred phrases repeat. */
export function slugOf(text: string): string {
  let slug = slugCache.get(text);
  if (slug === undefined) {
    slug = text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    slugCache.set(text, slug);
  }
  return slug;
}

/** Joins the slugs of a name's parts, skipping empty parts. */
export function slugOfParts(parts: readonly string[]): string {
  const slugs: string[] = [];
  for (const part of parts) {
    const slug = slugOf(part);
    if (slug !== '') slugs.push(slug);
  }
  return slugs.join('-');
}
