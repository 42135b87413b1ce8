// Hands a file made or fetched in the page to the browser as a download (a CSV of the rows shown, an
// invoice fetched with a bearer token): a link to the blob, clicked once, its address freed after.

export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
