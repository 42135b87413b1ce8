// The SQL of a piece's uploaded pictures (db/schema/product-pictures.ts), each write on the caller's
// transaction. Lists never read the bytes: only the image pipeline asks for a rendition, and only on a
// cache miss. The variants' `image` and `alt` are rewritten from the pictures in the same transaction
// (their trigger notifies catalog_changed at commit, db/migrations/0001_catalog_notify.sql), without
// moving `updated_at`: a desk page open on the piece keeps its save (its pictures are not its fields).
import { and, asc, eq, sql } from 'drizzle-orm';
import { products, variants } from '../../db/schema/catalog.ts';
import { productPictures } from '../../db/schema/product-pictures.ts';
import { columnsOf, rows, type Runner } from '../../db/runner.ts';
import type { VariantPictureFields } from '../../domain/catalog/product-pictures.ts';

const META = [
  'id',
  'productId',
  'position',
  'alt',
  'isMain',
  'color',
  'contentType',
  'width',
  'height',
  'sha256',
  'byteSize',
  'createdAt',
] as const;
export type PictureRow = Pick<typeof productPictures.$inferSelect, (typeof META)[number]>;
export type NewPicture = typeof productPictures.$inferInsert;

export function createProductPicturesRepo() {
  return {
    /** The piece, its row locked: one picture change at a time per piece (positions and main stay whole). */
    async product(q: Runner, id: number, lock = false): Promise<{ id: number; sku: string; name: string } | null> {
      const query = q
        .select({ id: products.id, sku: products.sku, name: products.name })
        .from(products)
        .where(eq(products.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async list(q: Runner, productId: number): Promise<PictureRow[]> {
      return q
        .select(columnsOf(productPictures, META))
        .from(productPictures)
        .where(eq(productPictures.productId, productId))
        .orderBy(asc(productPictures.position), asc(productPictures.id));
    },

    async insert(q: Runner, row: NewPicture): Promise<number> {
      const [made] = await q.insert(productPictures).values(row).returning({ id: productPictures.id });
      return made!.id;
    },

    async update(
      q: Runner,
      productId: number,
      id: number,
      set: Partial<Pick<PictureRow, 'alt' | 'color'>>,
    ): Promise<void> {
      await q
        .update(productPictures)
        .set(set)
        .where(and(eq(productPictures.id, id), eq(productPictures.productId, productId)));
    },

    async remove(q: Runner, productId: number, id: number): Promise<void> {
      await q.delete(productPictures).where(and(eq(productPictures.id, id), eq(productPictures.productId, productId)));
    },

    /** Every picture's place, and which one is main (null: none, no picture left). */
    async setOrder(q: Runner, productId: number, positions: ReadonlyMap<number, number>, main: number | null) {
      // The main flag off first: the partial unique index allows one main per piece at every moment.
      await q
        .update(productPictures)
        .set({ isMain: false })
        .where(and(eq(productPictures.productId, productId), sql`${productPictures.isMain}`));
      for (const [id, position] of positions)
        await q
          .update(productPictures)
          .set({ position, isMain: id === main })
          .where(and(eq(productPictures.id, id), eq(productPictures.productId, productId)));
    },

    async variantsOf(q: Runner, productId: number) {
      return q
        .select({
          id: variants.id,
          color: variants.color,
          image: variants.image,
          alt: variants.alt,
          drawnAlt: variants.drawnAlt,
        })
        .from(variants)
        .where(eq(variants.productId, productId))
        .orderBy(asc(variants.position), asc(variants.id));
    },

    /** The shop's fields of one variant, `updated_at` left as it is (see the head of this file). */
    async setShopPictures(q: Runner, variantId: number, fields: VariantPictureFields): Promise<void> {
      await q.update(variants).set(fields).where(eq(variants.id, variantId));
    },

    /**
     * The rendition behind `/images/products/{sku}/pictures/{ref}`: the piece's picture whose SHA-256
     * starts with `ref`, hidden pieces too (the desk shows their pictures). Null when there is none.
     */
    async rendition(q: Runner, sku: string, ref: string): Promise<{ sha256: string; rendition: Buffer } | null> {
      const found = await rows<{ sha256: string; rendition: Uint8Array }>(
        q,
        sql`SELECT pp.sha256, pp.rendition FROM product_pictures pp JOIN products p ON p.id = pp.product_id
             WHERE p.sku = ${sku} AND left(pp.sha256, ${ref.length}) = ${ref} LIMIT 1`,
      );
      const row = found[0];
      if (!row) return null;
      const bytes = row.rendition;
      return { sha256: row.sha256, rendition: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    },

    /** The picture's address facts without its bytes: whether `ref` names a picture of that piece. */
    async pictureOf(q: Runner, sku: string, ref: string): Promise<{ sha256: string } | null> {
      const found = await rows<{ sha256: string }>(
        q,
        sql`SELECT pp.sha256 FROM product_pictures pp JOIN products p ON p.id = pp.product_id
             WHERE p.sku = ${sku} AND left(pp.sha256, ${ref.length}) = ${ref} LIMIT 1`,
      );
      return found[0] ?? null;
    },
  };
}
export type ProductPicturesRepo = ReturnType<typeof createProductPicturesRepo>;
