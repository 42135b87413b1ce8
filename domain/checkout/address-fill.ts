// Filling the city and state from a typed pincode (our addition to the spec's address form): the
// store's own India Post lookup (GET /api/pincode/{pincode}, the postal service's answer shape)
// names the district and state of the pincode's first office.
import { indianState } from './indian-states.ts';

export interface PincodePlace {
  city: string;
  /** One of INDIAN_STATES. */
  state: string;
}

/** The first office's district and state, or null when the answer has none (unknown pincode, odd shape). */
export function placeFromPincodeAnswer(answer: unknown): PincodePlace | null {
  const first: unknown = Array.isArray(answer) ? answer[0] : undefined;
  if (!first || typeof first !== 'object' || (first as { Status?: unknown }).Status !== 'Success') return null;
  const offices = (first as { PostOffice?: unknown }).PostOffice;
  const office: unknown = Array.isArray(offices) ? offices[0] : undefined;
  if (!office || typeof office !== 'object') return null;
  const { District, State } = office as { District?: unknown; State?: unknown };
  if (typeof District !== 'string' || typeof State !== 'string' || District.trim() === '') return null;
  const state = indianState(State);
  return state ? { city: District.trim(), state } : null;
}
