// A piece's uploaded pictures against a real server and database: each accepted format (a phone's HEIC
// included, decoded by libheif), refusals judged by content that store nothing (a text file named
// .jpg, over 15 MB, too small, damaged, the same file twice), who may use the calls, the audit's before
// and after, and the shop: the product call, search and the picture's own address show the upload,
// resized and encoded as the drawn pictures are, and the drawings come back when the last one goes.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { PICTURE_MAX_BYTES } from '../../domain/catalog/product-pictures.ts';
import { staffSession } from '../support/staff.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
type Session = Awaited<ReturnType<typeof staffSession>>;
let owner: Session;
let catalogue: Session;
let orders: Session;
beforeAll(async () => {
  server = await startTestServer({ seedProducts: 20 });
  [owner, catalogue, orders] = [
    await staffSession(server, 'owner'),
    await staffSession(server, 'catalogue'),
    await staffSession(server, 'orders'),
  ];
});
afterAll(() => server?.stop());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.services.database.db, query);

interface File {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** A plain picture of one colour: what the shop serves back must be that colour. */
async function solid(format: 'jpeg' | 'png' | 'webp', colour: string, width = 800, height = 800): Promise<File> {
  const made = sharp({ create: { width, height, channels: 3, background: colour } });
  const bytes = await (format === 'jpeg' ? made.jpeg() : format === 'png' ? made.png() : made.webp()).toBuffer();
  return { bytes, name: `photo.${format === 'jpeg' ? 'jpg' : format}`, type: `image/${format}` };
}
const heic = (): File => ({
  bytes: readFileSync(new URL('../fixtures/ring-640x560.heic', import.meta.url)),
  name: 'IMG_0001.HEIC',
  type: 'image/heic',
});

async function upload(id: number, file: File, auth: Record<string, string> = catalogue.auth, alt?: string) {
  const form = new FormData();
  form.append('picture', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  if (alt !== undefined) form.append('alt', alt);
  const res = await fetch(`${server.baseUrl}/api/admin/products/${id}/pictures`, {
    method: 'POST',
    body: form,
    headers: auth,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** A shown, priced piece not used by another test. */
const taken = new Set<number>();
async function piece() {
  const found = await rows<{ id: number; sku: string; value: string; name: string }>(
    sql`SELECT p.id, p.sku, p.value, p.name FROM products p WHERE p.active
          AND EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.offerprice > 0) ORDER BY p.id`,
  );
  const one = found.find((r) => !taken.has(Number(r.id)))!;
  taken.add(Number(one.id));
  return { ...one, id: Number(one.id) };
}
const stored = async (id: number) =>
  Number(
    (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM product_pictures WHERE product_id = ${id}`))[0]!.n,
  );
const auditOf = (id: number) =>
  rows<{ staff_id: number; action: string; before: any; after: any }>(
    sql`SELECT staff_id, action, before, after FROM audit_log WHERE entity = 'product' AND entity_id = ${String(id)}
         AND action LIKE 'product.picture%' ORDER BY id`,
  );
const shopVariant = async (value: string) =>
  (await server.post('api2/product', { value })).body.result.variants[0] as { image: string; alt: string };

/** The picture as the shop serves it: format, size and its mean colour. */
async function served(path: string, accept: string, size = 361) {
  const res = await fetch(`${server.baseUrl}${path}?resize=${size}`, { headers: { accept } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type');
  if (!type?.startsWith('image/')) return { status: res.status, type, cache: res.headers.get('cache-control') };
  const meta = await sharp(bytes).metadata();
  const { channels } = await sharp(bytes).stats();
  return {
    status: res.status,
    type,
    cache: res.headers.get('cache-control'),
    etag: res.headers.get('etag'),
    size: [meta.width, meta.height],
    rgb: channels.slice(0, 3).map((c) => Math.round(c.mean)),
  };
}
const near = (rgb: number[] | undefined, want: number[]) => rgb!.every((c, i) => Math.abs(c - want[i]!) < 12);

describe('uploading pictures', () => {
  it('takes JPEG, PNG, WebP and a phone’s HEIC, and the shop shows them in its sizes and formats', async () => {
    const p = await piece();
    const drawn = await shopVariant(p.value);
    expect(drawn.image).toMatch(/^\/images\/products\/.+\/1,/);

    const jpeg = await upload(p.id, await solid('jpeg', '#c03020'), catalogue.auth, 'Ruby red ring on its stand');
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.pictures).toHaveLength(1);
    expect(jpeg.body.pictures[0]).toMatchObject({
      content_type: 'image/jpeg',
      is_main: true,
      position: 0,
      width: 800,
      height: 800,
      alt: 'Ruby red ring on its stand',
    });
    for (const file of [await solid('png', '#2040c0', 700, 600), await solid('webp', '#20a040', 900, 900), heic()]) {
      const res = await upload(p.id, file);
      expect(res.status, `${file.name}: ${JSON.stringify(res.body)}`).toBe(201);
    }
    const list = (await server.get(`/api/admin/products/${p.id}/pictures`, catalogue.auth)).body;
    expect(list.uploaded).toBe(true);
    expect(list.pictures.map((x: any) => [x.content_type, x.width, x.height, x.position, x.is_main])).toEqual([
      ['image/jpeg', 800, 800, 0, true],
      ['image/png', 700, 600, 1, false],
      ['image/webp', 900, 900, 2, false],
      ['image/heic', 640, 560, 3, false],
    ]);
    // The alt text defaults to the piece's name.
    expect(list.pictures[1].alt).toBe(p.name);

    // The product call (every page's source) lists them, the main one first, with its alt text.
    const shown = await shopVariant(p.value);
    expect(shown.image.split(',')).toEqual(list.pictures.map((x: any) => x.url));
    expect(shown.alt).toBe('Ruby red ring on its stand');
    // Search answers (listing cards, the header's box) show them too.
    const hits = (await server.post('restproxy', { query: p.sku, hitsPerPage: 20 })).body.response.hits as any[];
    expect(JSON.stringify(hits.find((h) => h.sku === p.sku))).toContain(list.pictures[0].url);

    // Each address answers the uploaded picture, square, as AVIF or WebP, cached for a year.
    const red = await served(list.pictures[0].url, 'image/avif,image/webp,*/*');
    expect(red).toMatchObject({ status: 200, type: 'image/avif', size: [361, 361] });
    expect(red.cache).toContain('immutable');
    expect(near(red.rgb, [0xc0, 0x30, 0x20])).toBe(true);
    const blue = await served(list.pictures[1].url, 'image/webp,*/*', 88);
    expect(blue).toMatchObject({ status: 200, type: 'image/webp', size: [88, 88] });
    expect(near(blue.rgb, [0x20, 0x40, 0xc0])).toBe(true);
    const phone = await served(list.pictures[3].url, 'image/webp', 498);
    expect(phone).toMatchObject({ status: 200, type: 'image/webp', size: [498, 498] });
    // Another picture is another address and another cache key.
    expect(red.etag).not.toBe((await served(list.pictures[1].url, 'image/avif')).etag);

    const audit = await auditOf(p.id);
    expect(audit.map((a) => a.action)).toEqual(Array(4).fill('product.picture_added'));
    expect(audit[0]).toMatchObject({
      staff_id: catalogue.member.id,
      before: null,
      after: { content_type: 'image/jpeg', width: 800, height: 800, is_main: true, position: 0 },
    });
  });

  it.for([
    [
      'a text file named .jpg',
      { bytes: new TextEncoder().encode('not a picture at all'), name: 'ring.jpg', type: 'image/jpeg' },
      'is not a JPEG, PNG, WebP or HEIC picture',
    ],
    [
      'a PDF named .png',
      { bytes: new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), name: 'ring.png', type: 'image/png' },
      'is not a JPEG, PNG, WebP or HEIC picture',
    ],
    ['an empty file', { bytes: new Uint8Array(0), name: 'ring.jpg', type: 'image/jpeg' }, 'is empty'],
  ] as const)('refuses %s and stores nothing', async ([, file, problem]) => {
    const p = await piece();
    const res = await upload(p.id, file);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ reason: 'PICTURE_REFUSED', fields: { picture: problem } });
    expect(await stored(p.id)).toBe(0);
    expect(await auditOf(p.id)).toHaveLength(0);
  });

  it('refuses a picture too small, a damaged one, one over 15 MB and the same file twice', async () => {
    const p = await piece();
    const small = await upload(p.id, await solid('png', '#888888', 480, 900));
    expect(small.body.fields).toEqual({ picture: 'is 480 × 900 px: at least 500 px a side is needed' });
    const whole = (await solid('jpeg', '#aa7733')).bytes;
    const damaged = await upload(p.id, { bytes: whole.subarray(0, 300), name: 'cut.jpg', type: 'image/jpeg' });
    expect(damaged.body.fields).toEqual({ picture: 'could not be read as a picture (the file may be damaged)' });
    // Over 15 MB by one byte (a JPEG's start, then zeros): judged before decoding.
    const big = new Uint8Array(PICTURE_MAX_BYTES + 1);
    big.set(whole.subarray(0, 64));
    const over = await upload(p.id, { bytes: big, name: 'big.jpg', type: 'image/jpeg' });
    expect([over.status, over.body.fields]).toEqual([400, { picture: 'is over 15 MB' }]);
    // A body far over the limit is cut off before it is read.
    const huge = await upload(p.id, {
      bytes: new Uint8Array(PICTURE_MAX_BYTES + 200_000),
      name: 'x.jpg',
      type: 'image/jpeg',
    });
    expect([huge.status, huge.body.reason]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await stored(p.id)).toBe(0);

    const file = await solid('webp', '#336699');
    expect((await upload(p.id, file)).status).toBe(201);
    const twice = await upload(p.id, file);
    expect([twice.status, twice.body.reason]).toEqual([409, 'PICTURE_DUPLICATE']);
    expect(await stored(p.id)).toBe(1);

    // Not multipart at all.
    const json = await server.post(`admin/products/${p.id}/pictures`, { picture: 'x' }, catalogue.auth);
    expect(json.status).toBe(400);
    expect(json.body.fields.picture).toBeDefined();
  });

  it('is for the owner and the catalogue team only', async () => {
    const p = await piece();
    const file = await solid('jpeg', '#101010');
    expect((await upload(p.id, file, {})).status).toBe(401);
    expect((await upload(p.id, file, orders.auth)).status).toBe(403);
    expect((await server.get(`/api/admin/products/${p.id}/pictures`, orders.auth)).status).toBe(403);
    expect(await stored(p.id)).toBe(0);
    expect((await upload(p.id, file, owner.auth)).status).toBe(201);
    expect((await upload(999_999, await solid('jpeg', '#202020'))).status).toBe(404);
  });
});

describe('ordering, the main picture, alt text and removal', () => {
  it('each change is audited with before and after and reaches the shop; the last removal brings the drawings back', async () => {
    const p = await piece();
    const drawn = await shopVariant(p.value);
    for (const colour of ['#aa0000', '#00aa00', '#0000aa']) await upload(p.id, await solid('jpeg', colour));
    const ids = (await server.get(`/api/admin/products/${p.id}/pictures`, catalogue.auth)).body.pictures.map(
      (x: any) => x.id,
    ) as number[];
    const [a, b, c] = ids as [number, number, number];
    const step = (id: number, body: unknown) =>
      server.post(`admin/products/${p.id}/pictures/${id}`, body, catalogue.auth);

    // Make the third main: the shop shows it first, then the others in their order.
    const main = await step(c, { main: true, alt: 'Sapphire blue, from the front' });
    expect(main.status).toBe(200);
    expect(main.body.pictures.map((x: any) => [x.id, x.is_main])).toEqual([
      [a, false],
      [b, false],
      [c, true],
    ]);
    const urls = Object.fromEntries(main.body.pictures.map((x: any) => [x.id, x.url]));
    expect((await shopVariant(p.value)).image.split(',')).toEqual([urls[c], urls[a], urls[b]]);
    expect((await shopVariant(p.value)).alt).toBe('Sapphire blue, from the front');

    // Move the first to the end.
    const moved = await step(a, { position: 2 });
    expect(moved.body.pictures.map((x: any) => x.id)).toEqual([b, c, a]);
    expect((await shopVariant(p.value)).image.split(',')).toEqual([urls[c], urls[b], urls[a]]);

    // Sending what it already has changes nothing and audits nothing.
    const before = (await auditOf(p.id)).length;
    expect((await step(c, { main: true })).status).toBe(200);
    expect(await auditOf(p.id)).toHaveLength(before);

    const audit = (await auditOf(p.id)).filter((x) => x.action === 'product.picture_changed');
    expect(audit).toEqual([
      {
        staff_id: catalogue.member.id,
        action: 'product.picture_changed',
        before: { picture_id: c, alt: p.name, main: a },
        after: { picture_id: c, alt: 'Sapphire blue, from the front', main: c },
      },
      {
        staff_id: catalogue.member.id,
        action: 'product.picture_changed',
        before: { picture_id: a, order: [a, b, c] },
        after: { picture_id: a, order: [b, c, a] },
      },
    ]);

    // Bad input: an unknown picture, another piece's picture, an empty change.
    expect((await step(999_999, { main: true })).status).toBe(404);
    expect((await step(c, {})).status).toBe(400);
    expect((await step(c, { alt: 'x' })).body.fields.alt).toBeDefined();

    // Removing the main one makes the first left main; the address then answers the no-image picture.
    const removed = await server.post(`admin/products/${p.id}/pictures/${c}/remove`, {}, catalogue.auth);
    expect(removed.status).toBe(200);
    expect(removed.body.pictures.map((x: any) => [x.id, x.position, x.is_main])).toEqual([
      [b, 0, true],
      [a, 1, false],
    ]);
    const gone = await fetch(`${server.baseUrl}${urls[c]}?resize=361`, { headers: { accept: 'image/webp' } });
    expect([gone.status, gone.headers.get('cache-control')]).toEqual([200, 'public, max-age=300']);
    const removal = (await auditOf(p.id)).at(-1)!;
    expect(removal).toMatchObject({
      action: 'product.picture_removed',
      before: { picture_id: c, is_main: true, alt: 'Sapphire blue, from the front' },
      after: { picture_id: c, removed: true, main: b, pictures_left: 2 },
    });

    for (const id of [b, a])
      expect((await server.post(`admin/products/${p.id}/pictures/${id}/remove`, {}, catalogue.auth)).status).toBe(200);
    expect(await stored(p.id)).toBe(0);
    expect(await shopVariant(p.value)).toEqual(drawn);
  });
});

describe('pictures per colour', () => {
  it("a picture tagged with a colour shows only on that colour's variants, first when the main one is another's; refused for a colour the piece lacks; audited", async () => {
    const found = await rows<{ id: number; value: string }>(
      sql`SELECT p.id, p.value FROM products p WHERE p.active
            AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.offerprice = 0)
            AND (SELECT count(DISTINCT v.color) FROM variants v WHERE v.product_id = p.id) = 2 ORDER BY p.id`,
    );
    const p = found.find((r) => !taken.has(Number(r.id)))!;
    const id = Number(p.id);
    taken.add(id);
    const shopVariants = async () =>
      (await server.post('api2/product', { value: p.value })).body.result.variants as {
        color: string;
        image: string;
      }[];
    const colors = [...new Set((await shopVariants()).map((v) => v.color))];
    const [one, two] = colors as [string, string];
    // Made in two colours: the third is one it lacks.
    const lacking = ['yellow-gold', 'rose-gold', 'white-gold'].find((c) => !colors.includes(c))!;
    for (const colour of ['#aa0000', '#00aa00', '#0000aa']) await upload(id, await solid('jpeg', colour));
    const list = (await server.get(`/api/admin/products/${id}/pictures`, catalogue.auth)).body.pictures as {
      id: number;
      url: string;
      color: string | null;
    }[];
    const [a, b, c] = list as [(typeof list)[0], (typeof list)[0], (typeof list)[0]];
    expect(list.map((x) => x.color)).toEqual([null, null, null]);
    const tag = (pictureId: number, color: unknown) =>
      server.post(`admin/products/${id}/pictures/${pictureId}`, { color }, catalogue.auth);

    // a (main) for every colour, b for the first colour, c for the second.
    expect((await tag(b.id, one)).status).toBe(200);
    const tagged = await tag(c.id, two);
    expect(tagged.body.pictures.map((x: any) => x.color)).toEqual([null, one, two]);
    const byColor = async () => Object.fromEntries((await shopVariants()).map((v) => [v.color, v.image.split(',')]));
    expect((await byColor())[one]).toEqual([a.url, b.url]);
    expect((await byColor())[two]).toEqual([a.url, c.url]);

    // The main one tagged with the first colour: the second colour's variants lead with their own picture.
    expect((await tag(a.id, one)).status).toBe(200);
    expect((await byColor())[two]).toEqual([c.url]);
    expect((await byColor())[one]).toEqual([a.url, b.url]);
    // The listing card of each colour (search filtered by it) shows that colour's first picture.
    const card = async (color: string) => {
      const { hits } = (
        await server.post('restproxy', { query: '', hitsPerPage: 100, facetFilters: [`color:${color}`] })
      ).body.response as { value: string; variant: { color: string; image: string } }[] & { hits: any[] };
      return (hits as { value: string; variant: { color: string; image: string } }[]).find((h) => h.value === p.value)!
        .variant;
    };
    expect((await card(two)).image.split(',')[0]).toBe(c.url);
    expect((await card(one)).image.split(',')[0]).toBe(a.url);

    // Bad input: a colour the piece is not made in (422, nothing written), not a colour at all (400).
    {
      const refused = await tag(b.id, lacking);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        reason: 'PICTURE_COLOR_UNKNOWN',
        fields: { color: expect.stringContaining(lacking) },
      });
    }
    expect((await tag(b.id, 'purple')).status).toBe(400);
    expect((await server.get(`/api/admin/products/${id}/pictures`, catalogue.auth)).body.pictures[1].color).toBe(one);

    // Back to every colour; each change audited with before and after.
    expect((await tag(a.id, null)).status).toBe(200);
    expect((await byColor())[two]).toEqual([a.url, c.url]);
    const audit = (await auditOf(id)).filter((x) => x.action === 'product.picture_changed');
    expect(audit.map((x) => [x.before, x.after])).toEqual([
      [
        { picture_id: b.id, color: null },
        { picture_id: b.id, color: one },
      ],
      [
        { picture_id: c.id, color: null },
        { picture_id: c.id, color: two },
      ],
      [
        { picture_id: a.id, color: null },
        { picture_id: a.id, color: one },
      ],
      [
        { picture_id: a.id, color: one },
        { picture_id: a.id, color: null },
      ],
    ]);

    // A variant moved to another colour on the desk shows that colour's pictures, not its old one's.
    {
      const desk = (await server.get(`/api/admin/products/${id}`, catalogue.auth)).body.product.variants as {
        id: number;
        color: string;
      }[];
      const moving = desk.find((v) => v.color === two)!;
      const moved = await server.post(
        `admin/products/${id}`,
        { variants: [{ id: moving.id, color: lacking }] },
        catalogue.auth,
      );
      expect(moved.status).toBe(200);
      expect((await byColor())[lacking]).toEqual([a.url]);
    }
    expect(await roleRefused(id, a.id)).toBe(403);
  });
});

const roleRefused = async (productId: number, pictureId: number) =>
  (await server.post(`admin/products/${productId}/pictures/${pictureId}`, { color: null }, orders.auth)).status;
