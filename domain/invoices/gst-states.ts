// The GST state codes (the first two digits of every GSTIN, and the code printed beside the place of
// supply on a tax invoice), by the state names of domain/checkout/indian-states.ts.
import { indianState } from '../checkout/indian-states.ts';

const CODES: ReadonlyMap<string, string> = new Map([
  ['Jammu and Kashmir', '01'],
  ['Himachal Pradesh', '02'],
  ['Punjab', '03'],
  ['Chandigarh', '04'],
  ['Uttarakhand', '05'],
  ['Haryana', '06'],
  ['Delhi', '07'],
  ['Rajasthan', '08'],
  ['Uttar Pradesh', '09'],
  ['Bihar', '10'],
  ['Sikkim', '11'],
  ['Arunachal Pradesh', '12'],
  ['Nagaland', '13'],
  ['Manipur', '14'],
  ['Mizoram', '15'],
  ['Tripura', '16'],
  ['Meghalaya', '17'],
  ['Assam', '18'],
  ['West Bengal', '19'],
  ['Jharkhand', '20'],
  ['Odisha', '21'],
  ['Chhattisgarh', '22'],
  ['Madhya Pradesh', '23'],
  ['Gujarat', '24'],
  ['Dadra and Nagar Haveli and Daman and Diu', '26'],
  ['Maharashtra', '27'],
  ['Karnataka', '29'],
  ['Goa', '30'],
  ['Lakshadweep', '31'],
  ['Kerala', '32'],
  ['Tamil Nadu', '33'],
  ['Puducherry', '34'],
  ['Andaman and Nicobar Islands', '35'],
  ['Telangana', '36'],
  ['Andhra Pradesh', '37'],
  ['Ladakh', '38'],
]);

/** '32' for Kerala (any spelling indianState knows), or null for a place that is not an Indian state. */
export function gstStateCode(state: string): string | null {
  const name = indianState(state);
  return name === null ? null : (CODES.get(name) ?? null);
}
