// GET /api/pincode/{pincode} against the real shipped dataset, through app.request().
import { beforeAll, describe, expect, it } from 'vitest';
import { pincodeAnswerSchema, type PincodeFound, type PostOffice } from '../../domain/pincode/pincode.ts';
import { appForCalls } from '../../tests/support/calls-app.ts';
import { pincodeCalls } from './pincode.routes.ts';
import { createPincodeDirectory } from './pincode.service.ts';

const directory = createPincodeDirectory();
const app = appForCalls(pincodeCalls(directory));

async function get(pincode: string) {
  const res = await app.request(`/api/pincode/${encodeURIComponent(pincode)}`);
  return { res, body: (await res.json()) as unknown };
}

async function found(pincode: string): Promise<PostOffice[]> {
  const { res, body } = await get(pincode);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  expect(pincodeAnswerSchema.parse(body)[0].Status).toBe('Success');
  const offices = (body as [PincodeFound])[0].PostOffice;
  for (const office of offices) expect(office.Pincode).toBe(pincode);
  return offices;
}

const named = (offices: PostOffice[], name: string) => offices.find((o) => o.Name === name);

describe('GET /api/pincode/:pincode', () => {
  beforeAll(async () => {
    await directory.load();
  }, 60_000);

  it('110001: offices of New Delhi, Central Delhi, Delhi', async () => {
    const offices = await found('110001');
    expect(offices.length).toBeGreaterThan(5);
    expect(named(offices, 'Baroda House')).toEqual({
      Name: 'Baroda House',
      Block: 'New Delhi',
      District: 'Central Delhi',
      State: 'Delhi',
      Pincode: '110001',
    });
    for (const office of offices) expect(office.State).toBe('Delhi');
  });

  it('400001: Mumbai, Maharashtra, in Title Case', async () => {
    const offices = await found('400001');
    expect(named(offices, 'Stock Exchange')).toEqual({
      Name: 'Stock Exchange',
      Block: 'Mumbai',
      District: 'Mumbai',
      State: 'Maharashtra',
      Pincode: '400001',
    });
    expect(offices.filter((o) => o.District === 'Mumbai').length).toBeGreaterThan(offices.length / 2);
  });

  it('560001: Bengaluru, Karnataka, with the taluk as Block', async () => {
    const offices = await found('560001');
    for (const office of offices) {
      expect(office.State).toBe('Karnataka');
      expect(office.District).toBe('Bangalore');
    }
    expect(named(offices, 'Vidhana Soudha')?.Block).toBe('Bangalore North');
  });

  it('500001: Hyderabad is in Telangana, not Andhra Pradesh', async () => {
    const offices = await found('500001');
    for (const office of offices) {
      expect(office.State).toBe('Telangana');
      expect(office.District).toBe('Hyderabad');
    }
    expect(named(offices, 'Moazzampura')?.Block).toBe('Nampally');
  });

  it('682001: Kochi, Ernakulam, Kerala', async () => {
    expect(await found('682001')).toEqual([
      { Name: 'Kochi', Block: 'Kochi', District: 'Ernakulam', State: 'Kerala', Pincode: '682001' },
    ]);
  });

  it('194101: Leh is in Ladakh since 2019', async () => {
    for (const office of await found('194101')) expect(office.State).toBe('Ladakh');
  });

  it('a well-formed unknown pincode answers 200 as India Post does', async () => {
    const { res, body } = await get('999999');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(body).toEqual([{ Status: 'Error', PostOffice: null }]);
  });

  it.each([
    ['5 digits', '11000'],
    ['7 digits', '1100011'],
    ['letters', 'abcdef'],
    ['digits and letters', '11000a'],
    ['a leading 0', '010001'],
    ['spaces', '110 001'],
    ['a sign', '+110001'],
  ])('a pincode with %s answers 400 INVALID_PINCODE', async (_, pincode) => {
    const { res, body } = await get(pincode);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBeNull();
    expect(body).toEqual({
      success: false,
      reason: 'INVALID_PINCODE',
      message: 'pincode: Pincode must be 6 digits',
      fields: { pincode: 'Pincode must be 6 digits' },
    });
  });

  it('every answer for a known pincode is a new array the caller may change', async () => {
    const first = directory.lookup('682001');
    if (first[0].Status !== 'Success') throw new Error('682001 should be known');
    first[0].PostOffice.length = 0;
    expect(directory.lookup('682001')[0].PostOffice).toHaveLength(1);
  });
});
