import { describe, expect, it } from 'vitest';
import { placeFromPincodeAnswer } from './address-fill.ts';

const office = (District: unknown, State: unknown) => [
  { Status: 'Success', PostOffice: [{ Name: 'Ernakulam', Block: 'Kanayannur', District, State }] },
];

describe('placeFromPincodeAnswer', () => {
  it.each([
    ['a Kerala office', office('Ernakulam', 'Kerala'), { city: 'Ernakulam', state: 'Kerala' }],
    [
      'a state India Post writes with &',
      office('Srinagar', 'Jammu & Kashmir'),
      { city: 'Srinagar', state: 'Jammu and Kashmir' },
    ],
    ['a district with spaces around', office('  Thrissur ', 'Kerala'), { city: 'Thrissur', state: 'Kerala' }],
    ['an unknown pincode', [{ Status: 'Error', PostOffice: null }], null],
    ['no offices', [{ Status: 'Success', PostOffice: [] }], null],
    ['a state that is not one of India', office('Somewhere', 'Atlantis'), null],
    ['an empty district', office(' ', 'Kerala'), null],
    ['numbers for names', office(1, 2), null],
    ['not an array', { Status: 'Success' }, null],
    ['nothing', null, null],
  ])('%s', (_, answer, expected) => {
    expect(placeFromPincodeAnswer(answer)).toEqual(expected);
  });
});
