// 'View coupons' (docs/spec.md#second-2): the draft's offers (options.discount_coupons) in a modal, each
// applied with one press. Loaded when first opened.
import type { VirtualOrder } from '../../../domain/checkout/api-schemas';
import { FormAlert } from '../account/form-field';
import { Modal } from './modal';

interface CouponListProps {
  coupons: VirtualOrder['options']['discount_coupons'];
  /** The code applied now, if any. */
  applied: string | null;
  busy: boolean;
  error: string;
  onApply: (code: string) => void;
  onClose: () => void;
}

export function CouponList({ coupons, applied, busy, error, onApply, onClose }: CouponListProps) {
  return (
    <Modal title="Coupons" onClose={onClose} className="co-coupons-modal">
      <ul className="co-coupon-list">
        {coupons.map((c) => (
          <li key={c.code}>
            <div>
              <p className="co-code">{c.code}</p>
              <p className="co-coupon-label">{c.label}</p>
              <p className="co-coupon-text">{c.description}</p>
            </div>
            <button
              type="button"
              className="button button-quiet"
              disabled={busy || applied === c.code}
              onClick={() => onApply(c.code)}
            >
              {applied === c.code ? 'Applied' : 'Apply'}
            </button>
          </li>
        ))}
      </ul>
      <FormAlert>{error}</FormAlert>
    </Modal>
  );
}
