// The directory's rules on small rows: matching the taluk to an office, 'NA' when unknown, the
// current state names, cleaning, lazy loading.
import { describe, expect, it } from 'vitest';
import { isPincode, pincodeSchema } from '../../domain/pincode/pincode.ts';
import {
  buildPincodeIndex,
  cleanTaluk,
  createPincodeDirectory,
  currentState,
  titleCase,
  type SourceOffice,
  type SourceTaluk,
} from './pincode.service.ts';

const office = (pincode: number, name: string, district: string, state: string): SourceOffice => ({
  pincode,
  name,
  district,
  state,
});
const taluk = (pincode: number, officeName: string, t: string): SourceTaluk => ({ pincode, officeName, taluk: t });

describe('pincode format', () => {
  it.each(['110001', '999999', '560001'])('%s is a pincode', (p) => {
    expect(isPincode(p)).toBe(true);
    expect(pincodeSchema.safeParse(p).success).toBe(true);
  });
  it.each(['', '11000', '1100011', '010001', 'abcdef', ' 110001', '110001 ', '11 001', '1e5000', '１１０００１'])(
    '%j is not',
    (p) => {
      expect(isPincode(p)).toBe(false);
      expect(pincodeSchema.safeParse(p).error?.issues[0]?.message).toBe('Pincode must be 6 digits');
    },
  );
});

describe('buildPincodeIndex', () => {
  const index = buildPincodeIndex({
    offices: [
      office(500001, 'Gandhi Bhawan (Hyderabad)', 'Hyderabad', 'Telangana'),
      office(500001, 'Hyderabad ', 'Hyderabad', 'Telangana'),
      office(500001, 'Unmatched Office', 'Hyderabad', 'Telangana'),
      office(400001, 'Bazargate', 'Mumbai', 'Maharashtra'),
      office(400001, 'Elephanta Caves Po', 'Raigarh(MH)', 'Maharashtra'),
      office(400001, 'Somewhere Else', 'Mumbai', 'Maharashtra'),
      office(194101, 'Leh', 'Leh', 'Jammu & Kashmir'),
      office(190001, 'Lal  Chowk', 'Srinagar', 'Jammu & Kashmir'),
      office(396210, 'Daman', 'Daman', 'Daman & Diu'),
      office(123456, 'khilora', 'Somewhere', 'Chattisgarh'),
      office(12345, 'Too Short', 'X', 'Y'),
    ],
    taluks: [
      taluk(500001, 'Gandhi Bhawan S.O (Hyderabad)', 'Nampally'),
      taluk(500001, 'Hyderabad G.P.O.', 'Hyderabad'),
      taluk(400001, 'Bazargate S.O', 'Mumbai'),
      taluk(400001, 'Elephanta Caves Po B.O', 'URAN'),
      taluk(194101, 'Leh H.O', 'L:eh'),
      taluk(190001, 'Lal Chowk S.O', 'NA'),
      taluk(190001, 'Court Road S.O', 'Srinagar'),
      taluk(396210, 'Daman H.O', 'NA'),
    ],
  });
  const at = (pin: number) => index.get(pin) ?? [];

  it('groups offices by pincode in dataset order and drops malformed rows', () => {
    expect([...index.keys()]).toEqual([500001, 400001, 194101, 190001, 396210, 123456]);
    expect(at(500001).map((o) => o.Name)).toEqual(['Gandhi Bhawan (Hyderabad)', 'Hyderabad', 'Unmatched Office']);
    expect(at(500001)[0]).toEqual({
      Name: 'Gandhi Bhawan (Hyderabad)',
      Block: 'Nampally',
      District: 'Hyderabad',
      State: 'Telangana',
      Pincode: '500001',
    });
  });

  it("takes an office's own taluk, matched without the B.O/S.O/H.O/G.P.O. suffix", () => {
    expect(at(500001).map((o) => o.Block)).toEqual(['Nampally', 'Hyderabad', 'NA']);
    expect(at(400001).map((o) => o.Block)).toEqual(['Mumbai', 'Uran', 'NA']);
  });

  it("falls back to the pincode's taluk when all its offices agree, else 'NA'", () => {
    expect(at(190001)[0]?.Block).toBe('Srinagar'); // own row says NA, the pincode's only taluk is Srinagar
    expect(at(500001)[2]?.Block).toBe('NA'); // Nampally and Hyderabad disagree
    expect(at(396210)[0]?.Block).toBe('NA');
    expect(at(123456)[0]?.Block).toBe('NA');
  });

  it('cleans names and taluks and uses current state names', () => {
    expect(at(190001)[0]?.Name).toBe('Lal Chowk');
    expect(at(123456)[0]).toMatchObject({ Name: 'Khilora', State: 'Chhattisgarh' });
    expect(at(194101)[0]).toMatchObject({ Block: 'Leh', District: 'Leh', State: 'Ladakh' });
    expect(at(190001)[0]?.State).toBe('Jammu & Kashmir');
    expect(at(396210)[0]?.State).toBe('Dadra and Nagar Haveli and Daman and Diu');
  });

  it('shares one string for repeated districts and states', () => {
    const [a, b] = at(500001);
    expect(a?.District).toBe(b?.District);
    expect(Object.isFrozen(a)).toBe(true);
  });
});

describe('name rules', () => {
  it.each([
    ['Suryap[et', 'Suryapet'],
    ['Allahabad **', 'Allahabad'],
    ['NORTH 24 PARGANAS', 'North 24 Parganas'],
    ['TARN-TARAN', 'Tarn-Taran'],
    ['  Bangalore   North ', 'Bangalore North'],
    ['NA', null],
    ['', null],
  ])('cleanTaluk(%j) is %j', (raw, clean) => expect(cleanTaluk(raw)).toBe(clean));

  it('titleCase', () => expect(titleCase('K.V.RANGAREDDY (EAST)')).toBe('K.V.Rangareddy (East)'));

  it('currentState', () => {
    expect(currentState('Andaman & Nicobar', 'Nicobar')).toBe('Andaman & Nicobar Islands');
    expect(currentState('Pondicherry', 'Pondicherry')).toBe('Puducherry');
    expect(currentState('Jammu & Kashmir', 'Kargil')).toBe('Ladakh');
    expect(currentState('Jammu & Kashmir', 'Jammu')).toBe('Jammu & Kashmir');
    expect(currentState('Telangana', 'Hyderabad')).toBe('Telangana');
  });
});

describe('createPincodeDirectory', () => {
  const sources = () => {
    const calls = { taluks: 0, offices: 0 };
    return {
      calls,
      sources: {
        taluks: () => (calls.taluks++, [taluk(682001, 'Kochi H.O', 'Kochi')]),
        offices: () => (calls.offices++, [office(682001, 'Kochi', 'Ernakulam', 'Kerala')]),
      },
    };
  };

  it('reads nothing until the first lookup, then only once', () => {
    const { calls, sources: s } = sources();
    const directory = createPincodeDirectory({ sources: s });
    expect(directory.loaded).toBe(false);
    expect(directory.stats()).toBeNull();
    expect(calls).toEqual({ taluks: 0, offices: 0 });
    expect(directory.lookup('682001')).toEqual([
      {
        Status: 'Success',
        PostOffice: [{ Name: 'Kochi', Block: 'Kochi', District: 'Ernakulam', State: 'Kerala', Pincode: '682001' }],
      },
    ]);
    expect(directory.lookup('682002')).toEqual([{ Status: 'Error', PostOffice: null }]);
    expect(calls).toEqual({ taluks: 1, offices: 1 });
    expect(directory.stats()).toEqual({ pincodes: 1, offices: 1 });
  });

  it('answers Error for a malformed pincode without loading', () => {
    const { calls, sources: s } = sources();
    const directory = createPincodeDirectory({ sources: s });
    expect(directory.lookup('68200')).toEqual([{ Status: 'Error', PostOffice: null }]);
    expect(calls.offices).toBe(0);
  });

  it('load() is shared by concurrent callers', async () => {
    const { calls, sources: s } = sources();
    const directory = createPincodeDirectory({ sources: s });
    await Promise.all([directory.load(), directory.load(), directory.load()]);
    await directory.load();
    expect(directory.loaded).toBe(true);
    expect(calls).toEqual({ taluks: 1, offices: 1 });
  });

  it('a failed load can be tried again', async () => {
    let fail = true;
    const directory = createPincodeDirectory({
      sources: {
        taluks: () => [],
        offices: () => {
          if (fail) throw new Error('disk');
          return [office(682001, 'Kochi', 'Ernakulam', 'Kerala')];
        },
      },
    });
    await expect(directory.load()).rejects.toThrow('disk');
    fail = false;
    await directory.load();
    expect(directory.lookup('682001')[0].Status).toBe('Success');
  });
});
