// A piece's uploaded pictures (issue 24 part 1; docs/decisions/2026-11-27-product-pictures.md): list,
// upload, change (alt text, place, main) and remove. The upload is judged and decoded before any
// transaction (it is CPU, not data); then each change is one transaction under the piece's row lock:
// the pictures, the variants' `image` and `alt` the shop reads (rewritten from the pictures, so a piece
// without uploads goes back to its drawings) and the audit entry with before and after commit together.
// After the commit this instance's search index and product mirror reload the piece at once; the other
// instances follow catalog_changed.
import { ok, refusalOf, type Outcome } from '../../domain/api/outcome.ts';
import type { MetalColor } from '../../domain/catalog/constants.ts';
import { productPictureList } from '../../domain/catalog/picture-path.ts';
import {
  PICTURE_REASONS,
  type DeskPicture,
  type PictureChangeBody,
  type PictureReason,
  type ProductPicturesAnswer,
} from '../../domain/catalog/picture-schemas.ts';
import {
  byPosition,
  mainAfterRemoval,
  movePicture,
  PICTURES_PER_PRODUCT,
  shopPictureFields,
  UPLOAD_TEXTS,
  uploadedPicturePath,
} from '../../domain/catalog/product-pictures.ts';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { Tx } from '../../db/runner.ts';
import { recordAudit } from '../audit/audit.ts';
import { inspectPicture } from './picture-upload.ts';
import type { PictureRow, ProductPicturesRepo } from './product-pictures.repo.ts';

export interface ProductPicturesDeps {
  db: Db;
  repo: ProductPicturesRepo;
  refreshShop(productIds: readonly number[]): Promise<void>;
}

type Staff = { id: number };
type Answer = Outcome<ProductPicturesAnswer, PictureReason>;
type Refused = Extract<Answer, { ok: false }>;

const refusal = (reason: PictureReason, fields?: Record<string, string>): Refused =>
  refusalOf(PICTURE_REASONS, reason, fields ? { fields } : {});

/** A picture as the desk and the audit see it (no bytes). */
const deskPicture = (sku: string, p: PictureRow): DeskPicture => ({
  id: p.id,
  url: uploadedPicturePath(sku, p.sha256),
  alt: p.alt,
  is_main: p.isMain,
  color: p.color,
  position: p.position,
  content_type: p.contentType as DeskPicture['content_type'],
  width: p.width,
  height: p.height,
  bytes: p.byteSize,
  sha256: p.sha256,
  created_at: new Date(p.createdAt).toISOString(),
});

/** The audit's record of a picture: what staff can change and what identifies it. */
const audited = (p: PictureRow) => ({
  picture_id: p.id,
  sha256: p.sha256,
  alt: p.alt,
  position: p.position,
  is_main: p.isMain,
  color: p.color,
});

class Refusal extends Error {
  constructor(readonly refused: Refused) {
    super(refused.reason);
  }
}

/**
 * The variants' shop fields from the pictures as they now are, inside the caller's transaction: after
 * a picture changes, and after a variant's colour changes on the desk (its colour's pictures follow).
 */
export async function syncShopPictures(
  tx: Tx,
  repo: ProductPicturesRepo,
  product: { id: number; sku: string },
): Promise<void> {
  const pictures = await repo.list(tx, product.id);
  for (const v of await repo.variantsOf(tx, product.id)) {
    const next = shopPictureFields(product.sku, v, productPictureList(product.sku, v.color as MetalColor), pictures);
    if (next.image !== v.image || next.alt !== v.alt || next.drawnAlt !== v.drawnAlt)
      await repo.setShopPictures(tx, v.id, next);
  }
}

export function createProductPicturesService(deps: ProductPicturesDeps) {
  const { db, repo } = deps;

  async function answer(q: Db | Tx, product: { id: number; sku: string }): Promise<ProductPicturesAnswer> {
    const pictures = byPosition(await repo.list(q, product.id)).map((p) => deskPicture(product.sku, p));
    return { product_id: product.id, pictures, uploaded: pictures.length > 0 };
  }

  const syncVariants = (tx: Tx, product: { id: number; sku: string }) => syncShopPictures(tx, repo, product);

  /** Runs one change under the piece's lock; a thrown Refusal rolls it back and is answered. */
  async function change(
    productId: number,
    work: (tx: Tx, product: { id: number; sku: string; name: string }, pictures: PictureRow[]) => Promise<void>,
  ): Promise<Answer> {
    let result: ProductPicturesAnswer;
    try {
      result = await db.transaction(async (tx) => {
        const product = await repo.product(tx, productId, true);
        if (!product) throw new Refusal(refusal('PRODUCT_NOT_FOUND'));
        await work(tx, product, byPosition(await repo.list(tx, productId)));
        await syncVariants(tx, product);
        return answer(tx, product);
      });
    } catch (error) {
      if (error instanceof Refusal) return error.refused;
      if (uniqueViolation(error) === 'product_pictures_product_sha_key')
        return refusal('PICTURE_DUPLICATE', { picture: UPLOAD_TEXTS.duplicate });
      throw error;
    }
    await deps.refreshShop([productId]);
    return ok(result);
  }

  return {
    async list(productId: number): Promise<Answer> {
      const product = await repo.product(db, productId);
      if (!product) return refusal('PRODUCT_NOT_FOUND');
      return ok(await answer(db, product));
    },

    /** Judged by content first (nothing stored when refused); the first picture of a piece becomes its main one. */
    async upload(productId: number, bytes: Uint8Array, alt: string | undefined, staff: Staff): Promise<Answer> {
      if (!(await repo.product(db, productId))) return refusal('PRODUCT_NOT_FOUND');
      const found = await inspectPicture(bytes);
      if (!found.ok) return refusal('PICTURE_REFUSED', { picture: found.problem });
      const picture = found.picture;
      return change(productId, async (tx, product, pictures) => {
        if (pictures.some((p) => p.sha256 === picture.sha256))
          throw new Refusal(refusal('PICTURE_DUPLICATE', { picture: UPLOAD_TEXTS.duplicate }));
        if (pictures.length >= PICTURES_PER_PRODUCT)
          throw new Refusal(refusal('PICTURES_FULL', { picture: UPLOAD_TEXTS.full }));
        const row = {
          productId,
          position: pictures.length,
          alt: alt ?? product.name,
          isMain: pictures.length === 0,
          contentType: picture.contentType,
          original: picture.original,
          rendition: picture.rendition,
          width: picture.width,
          height: picture.height,
          sha256: picture.sha256,
          byteSize: picture.original.byteLength,
          createdBy: staff.id,
        };
        const id = await repo.insert(tx, row);
        await recordAudit(tx, {
          staffId: staff.id,
          action: 'product.picture_added',
          entity: 'product',
          entityId: productId,
          before: null,
          after: {
            picture_id: id,
            sha256: row.sha256,
            alt: row.alt,
            position: row.position,
            is_main: row.isMain,
            content_type: row.contentType,
            width: row.width,
            height: row.height,
            bytes: row.byteSize,
          },
        });
      });
    },

    /** Alt text, place, main: only what differs is written and audited; nothing at all when nothing does. */
    async update(productId: number, pictureId: number, body: PictureChangeBody, staff: Staff): Promise<Answer> {
      return change(productId, async (tx, _product, pictures) => {
        const picture = pictures.find((p) => p.id === pictureId);
        if (!picture) throw new Refusal(refusal('PICTURE_NOT_FOUND'));
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        if (body.alt !== undefined && body.alt !== picture.alt) {
          await repo.update(tx, productId, pictureId, { alt: body.alt });
          [before.alt, after.alt] = [picture.alt, body.alt];
        }
        if (body.color !== undefined && body.color !== picture.color) {
          // Only a colour the piece is made in: a tag no variant has would hide the picture everywhere.
          const colors = [...new Set((await repo.variantsOf(tx, productId)).map((v) => v.color))];
          if (body.color !== null && !colors.includes(body.color))
            throw new Refusal(
              refusal('PICTURE_COLOR_UNKNOWN', {
                color: `this piece is made in ${colors.join(', ')}; ${body.color} is not one of them`,
              }),
            );
          await repo.update(tx, productId, pictureId, { color: body.color });
          [before.color, after.color] = [picture.color, body.color];
        }
        const positions =
          body.position !== undefined ? movePicture(pictures, pictureId, body.position) : movePicture(pictures, -1, 0);
        const currentMain = pictures.find((p) => p.isMain)?.id ?? null;
        const main = body.main ? pictureId : currentMain;
        const moved = pictures.some((p) => positions.get(p.id) !== p.position);
        if (moved || main !== currentMain) {
          await repo.setOrder(tx, productId, positions, main);
          if (moved) {
            before.order = pictures.map((p) => p.id);
            after.order = [...positions.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id);
          }
          if (main !== currentMain) [before.main, after.main] = [currentMain, main];
        }
        if (Object.keys(after).length === 0) return;
        await recordAudit(tx, {
          staffId: staff.id,
          action: 'product.picture_changed',
          entity: 'product',
          entityId: productId,
          before: { picture_id: pictureId, ...before },
          after: { picture_id: pictureId, ...after },
        });
      });
    },

    /** Gone from the shop at once; the next picture becomes main when the main one goes; none left: the drawings again. */
    async remove(productId: number, pictureId: number, staff: Staff): Promise<Answer> {
      return change(productId, async (tx, _product, pictures) => {
        const picture = pictures.find((p) => p.id === pictureId);
        if (!picture) throw new Refusal(refusal('PICTURE_NOT_FOUND'));
        const left = pictures.filter((p) => p.id !== pictureId);
        const main = mainAfterRemoval(pictures, pictureId);
        await repo.remove(tx, productId, pictureId);
        await repo.setOrder(tx, productId, movePicture(left, -1, 0), main);
        await recordAudit(tx, {
          staffId: staff.id,
          action: 'product.picture_removed',
          entity: 'product',
          entityId: productId,
          before: audited(picture),
          after: { picture_id: pictureId, removed: true, main, pictures_left: left.length },
        });
      });
    },

    /** The rendition the image pipeline resizes, or null when the piece has no such picture. */
    rendition: (sku: string, ref: string) => repo.rendition(db, sku, ref),
    /** Whether the piece has that picture (without its bytes): what a 304 or a cached file needs. */
    pictureOf: (sku: string, ref: string) => repo.pictureOf(db, sku, ref),
  };
}
export type ProductPicturesService = ReturnType<typeof createProductPicturesService>;
