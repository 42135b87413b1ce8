// Indian postal index numbers (PIN codes) and the answer shape of India Post's public lookup,
// which GET /api/pincode/{pincode} reproduces from a dataset shipped with the store (docs/api.md).
import { z } from 'zod';

/** Six digits, the first 1-9 (no PIN zone starts with 0). Kept as a string: it is an identifier. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

export const INVALID_PINCODE_MESSAGE = 'Pincode must be 6 digits';

export const pincodeSchema = z.string().regex(PINCODE_PATTERN, INVALID_PINCODE_MESSAGE);
export type Pincode = z.infer<typeof pincodeSchema>;

/** True for a well-formed pincode; says nothing about whether it is delivered to. */
export function isPincode(value: string): boolean {
  return PINCODE_PATTERN.test(value);
}

/** One post office, with India Post's field names and Title Case values. Block is the taluk or
 * sub-district, or 'NA' when it is not known, as India Post answers. */
export const postOfficeSchema = z.object({
  Name: z.string().min(1),
  Block: z.string().min(1),
  District: z.string().min(1),
  State: z.string().min(1),
  Pincode: pincodeSchema,
});
export type PostOffice = z.infer<typeof postOfficeSchema>;

export const pincodeFoundSchema = z.object({
  Status: z.literal('Success'),
  PostOffice: z.array(postOfficeSchema).min(1),
});
export const pincodeNotFoundSchema = z.object({
  Status: z.literal('Error'),
  PostOffice: z.null(),
});

/** India Post answers with a one-element array: `[{ Status, PostOffice }]`. */
export const pincodeAnswerSchema = z.tuple([z.union([pincodeFoundSchema, pincodeNotFoundSchema])]);
export type PincodeFound = z.infer<typeof pincodeFoundSchema>;
export type PincodeNotFound = z.infer<typeof pincodeNotFoundSchema>;
export type PincodeAnswer = [PincodeFound] | [PincodeNotFound];

/** The answer for a pincode the dataset does not know. */
export function pincodeNotFound(): [PincodeNotFound] {
  return [{ Status: 'Error', PostOffice: null }];
}
