// The review step's "who and where" on a phone: the contact and the delivery (the address, or the
// store for a pick-up) the order will carry, each with an edit link back to its step, so a shopper
// checks them on the screen where they pay. Wider screens show every panel at once and hide it.
import type { VirtualOrder } from '../../../domain/checkout/api-schemas';
import type { WizardStep } from '../../../domain/checkout/checkout-flow';
import { useCheckout } from './checkout-state';
import { Panel } from './panel';

function deliveryLines(draft: VirtualOrder): string[] | null {
  if (draft.delivery.method === 'pickup') {
    const store = draft.options.pickup_stores.find((s) => s.id === draft.delivery.store);
    return store ? [`Pick up at ${store.name}`] : null;
  }
  const a = draft.shipping_address;
  if (!a) return null;
  return [
    a.virtual_order_address_address,
    `${a.virtual_order_address_city}, ${a.virtual_order_address_state} ${a.virtual_order_address_zipcode}`,
  ];
}

export function ReviewDetails({ onEdit }: { onEdit: (step: WizardStep) => void }) {
  const { draft } = useCheckout();
  const user = draft.user_details;
  const delivery = deliveryLines(draft);
  return (
    <Panel id="co-review-details" title="Deliver to" step={3} className="co-review-details">
      <dl className="co-review-facts">
        <div>
          <dt>{draft.delivery.method === 'pickup' ? 'Collect' : 'Address'}</dt>
          <dd>{delivery ? delivery.map((line) => <span key={line}>{line}</span>) : 'Not given yet'}</dd>
          {/* A list holds only terms and descriptions: the edit button is the fact's second description. */}
          <dd>
            <button type="button" className="co-edit" onClick={() => onEdit(2)}>
              Edit<span className="visually-hidden"> the delivery</span>
            </button>
          </dd>
        </div>
        <div>
          <dt>Contact</dt>
          <dd>
            {user ? (
              <>
                <span>
                  {user.virtual_order_profile_first_name} {user.virtual_order_profile_last_name}
                </span>
                <span>{user.virtual_order_profile_phone}</span>
                <span>{user.virtual_order_profile_email}</span>
              </>
            ) : (
              'Not given yet'
            )}
          </dd>
          <dd>
            <button type="button" className="co-edit" onClick={() => onEdit(1)}>
              Edit<span className="visually-hidden"> the contact</span>
            </button>
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
