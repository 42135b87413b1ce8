// 'Download invoice' once the order has shipped and its GST tax invoice was issued: for a member's own
// list a button that fetches the PDF with the session (app/lib/download-invoice.ts); for a guest's
// tracked order a plain link carrying the order's email; for a member's order tracked by email, the
// way to it (My orders), since its invoice is the account's.
import { useState } from 'react';
import { Link } from '../../lib/link';
import type { InvoiceView } from '../../../domain/orders/order-views';
import { downloadInvoice } from '../../lib/download-invoice';

const fileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

export function InvoiceLink({ invoice, signedIn }: { invoice: InvoiceView; signedIn: boolean }) {
  const [failed, setFailed] = useState(false);
  if (invoice.download === 'email') {
    return (
      <a className="invoice-link" href={invoice.url} download={fileName(invoice.number)}>
        Download invoice <span className="invoice-number">{invoice.number}</span>
      </a>
    );
  }
  if (!signedIn) {
    return (
      <p className="invoice-link-note">
        Invoice {invoice.number}: download it from <Link to="/my-orders">My orders</Link> when signed in.
      </p>
    );
  }
  return (
    <span className="invoice-link-wrap">
      <button
        type="button"
        className="text-button invoice-link"
        onClick={() => void downloadInvoice(invoice.url, fileName(invoice.number)).then((ok) => setFailed(!ok))}
      >
        Download invoice <span className="invoice-number">{invoice.number}</span>
      </button>
      {failed ? (
        <span className="invoice-link-note" role="alert">
          The invoice could not be downloaded. Please sign in again and retry.
        </span>
      ) : null}
    </span>
  );
}
