// The back office's home: the sections the member's role opens, each with what it is for.
import { Link } from '../../lib/link';
import { sectionsFor } from '../../../domain/staff/roles';
import { useAdminMe } from '../../components/admin/admin-frame';
import { ADMIN_HEADERS } from './admin-layout';

export const headers = () => ADMIN_HEADERS;
export const meta = () => [{ title: 'Back office | Suvarna' }, { name: 'robots', content: 'noindex, nofollow' }];

const WHAT: Record<string, string> = {
  orders: 'Confirm, pack, ship and deliver orders; cancel and refund.',
  returns: 'Receive, check and refund returned pieces.',
  inbox: 'Enquiries, custom designs, chats, applications and bookings.',
  catalogue: 'Pieces, metal rates, coupons, gift cards and reviews.',
  coupons: "Coupons and the offers' vouchers: terms, limits, uses and the discount given.",
  staff: 'Invite staff, change roles, deactivate.',
  audit: 'Every staff act, who and when, before and after.',
};

export default function AdminHome() {
  const { me } = useAdminMe();
  if (!me) return null;
  return (
    <>
      <h1>Hello, {me.name.split(' ')[0]}</h1>
      <ul className="admin-cards">
        {sectionsFor(me.role).map((s) => (
          <li key={s.key}>
            <Link className="admin-card" to={s.path}>
              <strong>{s.label}</strong>
              <span className="admin-note">{WHAT[s.key]}</span>
            </Link>
          </li>
        ))}
      </ul>
      {me.totp_enrolled ? null : (
        <p className="admin-note">
          Sign-in codes come by mail. <Link to="/admin/account">Set up an authenticator app</Link> to read them on your
          phone instead.
        </p>
      )}
    </>
  );
}
