// A file a call answers only with a bearer token (a member's or a staff member's invoice PDF): the
// token is kept on the device, not in a cookie, so a plain link cannot carry it. The page fetches the
// file and hands it to the browser as a download.
import { saveBlob } from './save-blob';

/** Saves the file; false when it could not be fetched (offline, refused, or not of `type` when one is named). */
export async function bearerDownload(url: string, token: string, filename: string, type?: string): Promise<boolean> {
  try {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok || (type !== undefined && res.headers.get('content-type') !== type)) return false;
    saveBlob(await res.blob(), filename);
    return true;
  } catch {
    return false;
  }
}
