// The back office's gift card refusals (ours: the specs have no back office), with the HTTP status
// each is answered with.
import type { ReasonTable } from '../api/outcome.ts';
export const GIFT_DESK_REASONS = {
  CARD_NOT_FOUND: { status: 404, text: 'No gift card has that id.' },
  ALREADY_BLOCKED: { status: 409, text: 'This card is blocked already.' },
  NOT_BLOCKED: { status: 409, text: 'This card is not blocked.' },
  CARD_CLOSED: { status: 409, text: 'This card is void or expired: there is nothing left to block.' },
  FILE_REFUSED: {
    status: 400,
    text: 'Nothing was issued: the file has problems (each is named by its line in `fields`).',
  },
} as const satisfies ReasonTable;
export type GiftDeskReason = keyof typeof GIFT_DESK_REASONS;

/** What staff may do with a card now: block a usable one, unblock a blocked one. */
export function giftDeskActs(card: {
  status: 'active' | 'expired' | 'void';
  blocked: boolean;
  pastExpiry: boolean;
}): ('block' | 'unblock')[] {
  if (card.blocked) return ['unblock'];
  if (card.status !== 'active' || card.pastExpiry) return [];
  return ['block'];
}

/** The file's problems ("line 3: mobile: …") as fields by line, for the page to list. */
export function fileProblemFields(problems: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const problem of problems) {
    const line = /^(line \d+): (.*)$/.exec(problem);
    if (line) fields[line[1]!] = line[2]!;
    else fields.csv = fields.csv ? `${fields.csv}; ${problem}` : problem;
  }
  return fields;
}
