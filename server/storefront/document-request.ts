// Whether a storefront request loads a page (HTML) or only loader data: React Router's single fetch
// asks for data at the page's path plus `.data` (`/jewellery.data?page=1`, `/_root.data` for home).
// Loaders get the answer in their load context (app/load-context.ts), since they see the path
// without the suffix.
export function isDocumentRequest(url: string): boolean {
  return !new URL(url).pathname.endsWith('.data');
}
