// How much of an icon is drawn: the pixels of a square at the centre of an element that stand out
// from the square's top-left corner (the element's own background, where a centred icon does not
// reach). A filled heart has about twice the ink of its outline, whatever colour either is drawn in.
import type { Locator } from 'playwright-core';
import sharp from 'sharp';

/** Pixels, in a `size` px square at the centre of `target`, unlike the square's corner. */
export async function inkPixels(target: Locator, size = 18): Promise<number> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('inkPixels: the element is not on screen');
  const clip = { x: box.x + box.width / 2 - size / 2, y: box.y + box.height / 2 - size / 2, width: size, height: size };
  const png = await target.page().screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [data[0]!, data[1]!, data[2]!];
  let ink = 0;
  for (let i = 0; i < data.length; i += 3) {
    if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) > 96) ink++;
  }
  return ink;
}
