import { describe, expect, it } from 'vitest';
import {
  pictureReach,
  judgeDimensions,
  judgeUpload,
  mainAfterRemoval,
  movePicture,
  parsePictureRef,
  PICTURE_MAX_BYTES,
  shopOrder,
  shopPictureFields,
  UPLOAD_TEXTS,
  uploadedPicturePath,
} from './product-pictures.ts';

describe('judgeUpload: the type is what the bytes say, never the name', () => {
  it.each([
    ['JPEG', 'image/jpeg', 1_000, { ok: true, type: 'image/jpeg' }],
    ['PNG', 'image/png', 1_000, { ok: true, type: 'image/png' }],
    ['WebP', 'image/webp', 1_000, { ok: true, type: 'image/webp' }],
    ['HEIC (iPhone brand)', 'image/heic', 1_000, { ok: true, type: 'image/heic' }],
    ['HEIF (mif1 brand)', 'image/heif', 1_000, { ok: true, type: 'image/heic' }],
    ['exactly 15 MB', 'image/jpeg', PICTURE_MAX_BYTES, { ok: true, type: 'image/jpeg' }],
    ['one byte over 15 MB', 'image/jpeg', PICTURE_MAX_BYTES + 1, { ok: false, problem: UPLOAD_TEXTS.tooLarge }],
    ['empty', null, 0, { ok: false, problem: UPLOAD_TEXTS.empty }],
    ['text (no magic number)', null, 20, { ok: false, problem: UPLOAD_TEXTS.notPicture }],
    ['GIF', 'image/gif', 1_000, { ok: false, problem: UPLOAD_TEXTS.notPicture }],
    ['SVG', 'image/svg+xml', 1_000, { ok: false, problem: UPLOAD_TEXTS.notPicture }],
    ['AVIF', 'image/avif', 1_000, { ok: false, problem: UPLOAD_TEXTS.notPicture }],
    ['PDF', 'application/pdf', 1_000, { ok: false, problem: UPLOAD_TEXTS.notPicture }],
    ['TIFF', 'image/tiff', 1_000, { ok: false, problem: UPLOAD_TEXTS.notPicture }],
  ] as const)('%s', (_, detectedType, byteLength, want) => {
    expect(judgeUpload({ detectedType, byteLength })).toEqual(want);
  });
});

describe('judgeDimensions', () => {
  it.each([
    [500, 500, null],
    [4032, 3024, null],
    [499, 800, 'is 499 × 800 px: at least 500 px a side is needed'],
    [800, 120, 'is 800 × 120 px: at least 500 px a side is needed'],
    [10_000, 6_001, UPLOAD_TEXTS.tooManyPixels],
  ])('%i × %i', (w, h, want) => expect(judgeDimensions(w, h)).toBe(want));
});

const SHA_A = 'a'.repeat(64);
const SHA_B = 'b'.repeat(64);
const SHA_C = 'c'.repeat(64);
const pics = [
  { id: 7, position: 0, isMain: false, sha256: SHA_A, alt: 'front', color: null },
  { id: 8, position: 1, isMain: true, sha256: SHA_B, alt: 'worn', color: null },
  { id: 9, position: 2, isMain: false, sha256: SHA_C, alt: 'side', color: null },
];

describe('the order of pictures', () => {
  it('the shop shows the main one first, then the rest by position', () => {
    expect(shopOrder(pics).map((p) => p.id)).toEqual([8, 7, 9]);
    expect(shopOrder(pics.map((p) => ({ ...p, isMain: false }))).map((p) => p.id)).toEqual([7, 8, 9]);
    expect(shopOrder([])).toEqual([]);
  });

  it.each([
    [7, 2, [8, 9, 7]],
    [9, 0, [9, 7, 8]],
    [8, 1, [7, 8, 9]],
    [7, 99, [8, 9, 7]],
    [-1, 0, [7, 8, 9]],
  ])('moving %i to %i gives %j, without gaps', (id, to, want) => {
    const positions = movePicture(pics, id, to);
    expect([...positions.entries()].sort((a, b) => a[1] - b[1]).map(([i]) => i)).toEqual(want);
    expect([...positions.values()].sort()).toEqual([0, 1, 2]);
  });

  it('removing the main picture makes the first left main; removing another keeps it', () => {
    expect(mainAfterRemoval(pics, 8)).toBe(7);
    expect(mainAfterRemoval(pics, 9)).toBe(8);
    expect(mainAfterRemoval([pics[1]!], 8)).toBeNull();
  });
});

describe('the shop’s picture fields of a variant', () => {
  const drawn = '/images/products/SV1/yellow-gold/1,/images/products/SV1/yellow-gold/2';
  it('with uploads: their addresses in the shop’s order and the main one’s alt text; the own alt text kept', () => {
    expect(
      shopPictureFields('SV1', { alt: 'Ring in 18K Yellow Gold', drawnAlt: null, color: 'yellow-gold' }, drawn, pics),
    ).toEqual({
      image: [SHA_B, SHA_A, SHA_C].map((s) => `/images/products/SV1/pictures/${s.slice(0, 16)}`).join(','),
      alt: 'worn',
      drawnAlt: 'Ring in 18K Yellow Gold',
    });
  });
  it('a later change keeps the own alt text, and without uploads it comes back with the drawings', () => {
    const kept = { alt: 'worn', drawnAlt: 'Ring in 18K Yellow Gold', color: 'yellow-gold' };
    expect(shopPictureFields('SV1', kept, drawn, pics.slice(0, 1)).drawnAlt).toBe('Ring in 18K Yellow Gold');
    expect(shopPictureFields('SV1', kept, drawn, [])).toEqual({
      image: drawn,
      alt: 'Ring in 18K Yellow Gold',
      drawnAlt: null,
    });
  });
  // Pictures per colour: a variant shows its colour's and the untagged ones; another colour's never.
  const path = (sha: string) => `/images/products/SV1/pictures/${sha.slice(0, 16)}`;
  const tagged = (colors: (string | null)[], main = 1) =>
    pics.map((p, i) => ({ ...p, color: colors[i]!, isMain: p.id === pics[main]!.id }));
  it.each([
    ['none tagged: every picture', [null, null, null], 1, [SHA_B, SHA_A, SHA_C], 'worn'],
    ['its colour and the untagged', ['yellow-gold', null, 'rose-gold'], 1, [SHA_B, SHA_A], 'worn'],
    [
      'the main one is another colour’s: its colour’s first leads',
      [null, 'rose-gold', 'yellow-gold'],
      1,
      [SHA_A, SHA_C],
      'front',
    ],
    ['only its colour’s', ['yellow-gold', 'yellow-gold', 'rose-gold'], 2, [SHA_A, SHA_B], 'front'],
    ['every picture another colour’s: the drawings', ['rose-gold', 'rose-gold', 'white-gold'], 0, null, 'Ring'],
  ] as const)('%s', (_label, colors, main, shown, alt) => {
    const fields = shopPictureFields(
      'SV1',
      { alt: 'Ring', drawnAlt: null, color: 'yellow-gold' },
      drawn,
      tagged([...colors], main),
    );
    expect(fields.image).toBe(shown === null ? drawn : shown.map(path).join(','));
    expect(fields.alt).toBe(alt);
  });
  it('addresses carry the start of the SHA-256, so another picture is another address', () => {
    expect(uploadedPicturePath('SV 1', SHA_A)).toBe('/images/products/SV%201/pictures/aaaaaaaaaaaaaaaa');
    expect(parsePictureRef('aaaaaaaaaaaaaaaa')).toBe('aaaaaaaaaaaaaaaa');
    expect(parsePictureRef('AAAAAAAAAAAAAAAA')).toBeNull();
    expect(parsePictureRef('aaaa')).toBeNull();
    expect(parsePictureRef('../../etc/passwd')).toBeNull();
  });
});

describe('pictureReach: where the shop shows a tagged picture', () => {
  it.for([
    { color: null, colors: ['yellow-gold', 'rose-gold'], reach: 'every' },
    { color: null, colors: [], reach: 'every' },
    { color: 'rose-gold', colors: ['yellow-gold', 'rose-gold'], reach: 'one' },
    { color: 'rose-gold', colors: ['yellow-gold'], reach: 'nowhere' },
    { color: 'white-gold', colors: [], reach: 'nowhere' },
  ] as const)('$color among $colors: $reach', ({ color, colors, reach }) => {
    expect(pictureReach(color, colors)).toBe(reach);
  });
});
