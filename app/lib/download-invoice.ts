// A member's invoice PDF, fetched with the session's token (bearer-download.ts). A guest's invoice is a
// plain link with the order's email (track-details).
import { getSession } from '../state/session';
import { bearerDownload } from './bearer-download';

/** Saves the PDF; answers false when it could not be fetched (signed out, offline). */
export async function downloadInvoice(url: string, filename: string): Promise<boolean> {
  const session = getSession();
  return session ? bearerDownload(url, session.token, filename, 'application/pdf') : false;
}
