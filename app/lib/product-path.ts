// Whether a path is a product page, for the loading placeholder: one segment that ends in the
// number the catalogue puts at the end of every product value ('…-necklace-nk-00001'); no other
// single-segment route of the route table (cart, login, faq…) ends in digits.
const PRODUCT_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*-\d+\/?$/i;

export function isProductPath(pathname: string): boolean {
  return PRODUCT_PATH.test(pathname);
}
