// The bulk promotion file (`npm run giftcards:issue -- cards.csv`): a header `name,mobile,email,amount`
// (in any order) and one card per line. Fields may be double-quoted ("Asha Rao"; "" for a quote).
// Every line is checked before any card is issued: one bad line and the file is refused with each
// problem named by its line, so a file is issued whole or not at all.
import { normalizeMobile } from '../accounts/phone.ts';
import { emailProblem, personNameProblem, tidyName } from '../forms/field-rules.ts';
import { GIFT_CARD_MAX_AMOUNT } from './limits.ts';

export interface PromotionRow {
  name: string;
  mobile: string;
  email: string | null;
  amount: number;
}

export type PromotionFile = { ok: true; rows: PromotionRow[] } | { ok: false; problems: string[] };

const COLUMNS = ['name', 'mobile', 'email', 'amount'] as const;
/** More cards than this in one file is more likely a mistake than a campaign. */
export const PROMOTION_FILE_MAX_ROWS = 5_000;

/** One CSV line's fields (RFC 4180 quoting, one line: no line breaks inside fields). */
export function csvFields(line: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        const quote = line.indexOf('"', i);
        if (quote === -1) return null;
        value += line.slice(i, quote);
        if (line[quote + 1] === '"') {
          value += '"';
          i = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
      fields.push(value);
      if (i === line.length) return fields;
      if (line[i] !== ',') return null;
      i++;
    } else {
      const comma = line.indexOf(',', i);
      fields.push(comma === -1 ? line.slice(i) : line.slice(i, comma));
      if (comma === -1) return fields;
      i = comma + 1;
    }
  }
}

export function parsePromotionFile(text: string): PromotionFile {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = csvFields(lines[0] ?? '')?.map((h) => h.trim().toLowerCase()) ?? [];
  const at = Object.fromEntries(COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<(typeof COLUMNS)[number], number>;
  const missing = COLUMNS.filter((c) => c !== 'email' && at[c] === -1);
  if (missing.length > 0)
    return {
      ok: false,
      problems: [
        `line 1: the header needs the columns name, mobile and amount (email is optional); missing ${missing.join(', ')}`,
      ],
    };

  const rows: PromotionRow[] = [];
  const problems: string[] = [];
  lines.slice(1).forEach((line, index) => {
    const n = index + 2;
    if (line.trim() === '') return;
    const fields = csvFields(line);
    if (!fields) return void problems.push(`line ${n}: a quoted field is not closed`);
    const get = (c: (typeof COLUMNS)[number]) => (at[c] === -1 ? '' : (fields[at[c]] ?? '').trim());
    const name = tidyName(get('name'));
    const mobile = normalizeMobile(get('mobile'));
    const email = get('email');
    const amount = Number(get('amount'));
    const lineProblems = [
      personNameProblem(name) ? `name: ${personNameProblem(name)}` : null,
      mobile === null ? 'mobile: not a 10-digit Indian mobile' : null,
      email !== '' && emailProblem(email) ? `email: ${emailProblem(email)}` : null,
      !Number.isInteger(amount) || amount < 1 || amount > GIFT_CARD_MAX_AMOUNT
        ? `amount: whole rupees from 1 to ${GIFT_CARD_MAX_AMOUNT}`
        : null,
    ].filter((p): p is string => p !== null);
    if (lineProblems.length > 0) problems.push(`line ${n}: ${lineProblems.join('; ')}`);
    else rows.push({ name, mobile: mobile!, email: email === '' ? null : email.toLowerCase(), amount });
  });
  if (rows.length + problems.length === 0) problems.push('the file has no cards');
  if (rows.length > PROMOTION_FILE_MAX_ROWS)
    problems.push(`more than ${PROMOTION_FILE_MAX_ROWS} cards in one file; split it`);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows };
}
