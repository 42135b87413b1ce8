// A member's invoice PDF: the call needs the session's bearer token (kept on the device, not in a
// cookie), so a plain link cannot carry it; the page fetches the file and hands it to the browser
// as a download. A guest's invoice is a plain link with the order's email (track-details).
import { getSession } from '../state/session';

/** Saves the PDF; answers false when it could not be fetched (signed out, offline). */
export async function downloadInvoice(url: string, filename: string): Promise<boolean> {
  const session = getSession();
  if (!session) return false;
  try {
    const res = await fetch(url, { headers: { authorization: `Bearer ${session.token}` } });
    if (!res.ok || res.headers.get('content-type') !== 'application/pdf') return false;
    const href = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = href;
    a.download = filename;
    document.body.append(a);
    a.click();
    a.remove();
    // After the click has handed the file over.
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
    return true;
  } catch {
    return false;
  }
}
