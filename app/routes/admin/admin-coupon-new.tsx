// /admin/coupons/new (owner, catalogue): a new coupon's terms; the server's problems show on their
// fields, and once created the coupon's own page opens.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CouponAnswer } from '../../../domain/coupons/desk-schemas';
import { AdminError } from '../../components/admin/admin-error';
import { CouponForm } from '../../components/admin/coupon-form';
import { adminCall } from '../../lib/admin-api';
import { AdminBack } from '../../components/admin/admin-back';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('New coupon');

export default function AdminCouponNew() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});

  async function create(body: Record<string, unknown>) {
    setBusy(true);
    setError('');
    const a = await adminCall<CouponAnswer>('POST', 'admin/coupons', body);
    setBusy(false);
    setProblems(a.ok ? {} : a.fields);
    if (a.ok) return navigate(`/admin/coupons/${a.data.coupon.code}?created=1`);
    setError(Object.keys(a.fields).length > 0 ? 'Please correct the fields marked below.' : a.message);
  }

  return (
    <>
      <AdminBack to="/admin/coupons">Coupons</AdminBack>
      <h1>New coupon</h1>
      <AdminError>{error}</AdminError>
      <CouponForm
        withCode
        busy={busy}
        problems={problems}
        submitLabel="Create coupon"
        onSubmit={(b) => void create(b)}
      />
    </>
  );
}
