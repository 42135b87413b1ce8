// A showroom's week as a table, and the helpdesk's hours (docs/spec.md#second-9: 9:00 am to 7:00 pm).
import { hoursText, type DayHours } from '../../../domain/stores/opening-hours';
import { HELPDESK_HOURS, telHref } from '../../../domain/stores/stores';
import { useStoreContacts, whatsappUrl } from '../../lib/contacts';

export function StoreHours({ week, caption }: { week: readonly DayHours[]; caption: string }) {
  return (
    <table className="store-hours">
      <caption>{caption}</caption>
      <tbody>
        {week.map((d) => (
          <tr key={d.day}>
            <th scope="row">{d.day}</th>
            <td>{hoursText(d)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function HelpdeskNote() {
  const contacts = useStoreContacts();
  return (
    <aside className="helpdesk" aria-labelledby="helpdesk-title">
      <h2 id="helpdesk-title" className="helpdesk-title">
        Helpdesk
      </h2>
      <p>
        {`Our helpdesk answers from ${hoursText(HELPDESK_HOURS)}, every day`}
        {contacts ? (
          <>
            : call <a href={telHref(contacts.phone)}>{contacts.phone}</a>,{' '}
            <a href={whatsappUrl(contacts.whatsapp)} target="_blank" rel="noopener noreferrer">
              chat on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
            </a>{' '}
            or write to <a href={`mailto:${contacts.email}`}>{contacts.email}</a>.
          </>
        ) : (
          '.'
        )}
      </p>
    </aside>
  );
}
