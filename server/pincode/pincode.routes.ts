// GET /api/pincode/{pincode}: India Post's lookup answered from the shipped dataset (docs/api.md).
import { z } from 'zod';
import { INVALID_PINCODE_MESSAGE, pincodeAnswerSchema, pincodeSchema } from '../../domain/pincode/pincode.ts';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import type { PincodeDirectory } from './pincode.service.ts';

/** Post offices change rarely: a day in any cache. Malformed requests are not cached. */
export const PINCODE_CACHE_CONTROL = 'public, max-age=86400';

export function pincodeCalls(directory: PincodeDirectory): ApiCall[] {
  return [
    defineCall({
      path: 'pincode/{pincode}',
      method: 'GET',
      public: true,
      tag: 'Pincodes',
      summary: "A pincode's post offices in India Post's shape, from the dataset shipped with the store",
      description:
        'A well-formed pincode the dataset does not know answers 200 `[{ "Status": "Error", "PostOffice": null }]`, as India Post does.',
      input: z.strictObject({ pincode: pincodeSchema }),
      answer: pincodeAnswerSchema,
      raw: true,
      invalidReason: 'INVALID_PINCODE',
      headers: { 'Cache-Control': PINCODE_CACHE_CONTROL },
      errors: [{ status: 400, reason: 'INVALID_PINCODE', description: INVALID_PINCODE_MESSAGE }],
      handle: async ({ pincode }) => {
        await directory.load(); // the first request reads the dataset without blocking on disk
        return directory.lookup(pincode);
      },
    }),
  ];
}
