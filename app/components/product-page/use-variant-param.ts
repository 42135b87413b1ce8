// The variant the product page shows, kept in ?variant_id= so a link or a reload shows the same one.
//
// A pick shows at once: the router renders an address change in a transition, and on a busy phone the
// page went on showing the old colour for a moment after the address had the new one; a size chosen
// in that moment went with the old colour. So the page holds the shopper's latest pick itself and
// shows it until the address changes by other means (a link to another variant of this piece, the
// back button). The address changes the pick makes carry a mark in their history state, so they are
// told apart from those.
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

const PICKED = 'variantPicked';

interface Pick {
  id: string | null;
  /** The location the pick was made on. */
  at: string;
}

/** The variant_id shown (null: none asked for) and the way to pick another. */
export function useVariantParam(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [pick, setPick] = useState<Pick | null>(null);
  const fromPicker = (location.state as Record<string, unknown> | null)?.[PICKED] === true;
  const current = pick && (pick.at === location.key || fromPicker) ? pick.id : params.get('variant_id');

  const choose = (id: string | null) => {
    setPick({ id, at: location.key });
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('variant_id', id);
        else next.delete('variant_id');
        return next;
      },
      { replace: true, preventScrollReset: true, state: { [PICKED]: true } },
    );
  };
  return [current, choose];
}
