// GET /api/captcha/challenge: a fresh ALTCHA challenge for a form to solve before it submits.
import { z } from 'zod';
import { defineCall, type ApiCall } from '../http/define-call.ts';
import type { Captcha } from './captcha.service.ts';

const challengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().optional(),
});

export function captchaCalls(captcha: Captcha): ApiCall[] {
  return [
    defineCall({
      path: 'captcha/challenge',
      method: 'GET',
      tag: 'Captcha',
      summary: 'A proof-of-work challenge (ALTCHA v2) to solve before order_generate',
      description:
        'Self-hosted, no third party. Find the counter whose SHA-256 key (salt + nonce + counter) starts with `keyPrefix`, then send ' +
        '`base64(JSON.stringify({ challenge, solution: { counter, derivedKey } }))` as the `captcha` field of the call it guards. ' +
        'A solution works once, within 5 minutes.',
      input: z.object({}),
      answer: challengeSchema,
      raw: true,
      handle: () => captcha.challenge() as Promise<z.infer<typeof challengeSchema>>,
    }),
  ];
}
