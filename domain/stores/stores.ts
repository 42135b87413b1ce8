// The store's three showrooms (second spec §1: "Physical stores are in three cities of one Indian
// state"; the issue names Kochi, Kozhikode and Thrissur, in Kerala). The checkout offers them for
// pick-up; the store locator (/locations) shows them. Helpdesk hours are the policy's 9:00 am to 7:00 pm.
import type { PickupStore } from '../checkout/api-schemas.ts';

export const STORE_HOURS = '9:00 am to 7:00 pm, every day';

export const STORES: readonly PickupStore[] = [
  { id: 'kochi', name: 'Suvarna Kochi', address: '41/2100 MG Road, Ravipuram, Ernakulam', city: 'Kochi', pincode: '682016', hours: STORE_HOURS, phone: '+91 484 000 0001' },
  { id: 'kozhikode', name: 'Suvarna Kozhikode', address: '8/512 Mavoor Road, Arayidathupalam', city: 'Kozhikode', pincode: '673004', hours: STORE_HOURS, phone: '+91 495 000 0002' },
  { id: 'thrissur', name: 'Suvarna Thrissur', address: '22/310 Round South, Swaraj Round', city: 'Thrissur', pincode: '680001', hours: STORE_HOURS, phone: '+91 487 000 0003' },
];

export const findStore = (id: string): PickupStore | undefined => STORES.find((s) => s.id === id);
