// Issues promotion gift cards in bulk: `npm run giftcards:issue -- cards.csv` (columns name, mobile,
// email, amount; domain/giftcards/promotion-rows.ts). Reads the same environment as the store
// (DATABASE_URL, DATA_DIR), checks every line before issuing any, issues the file in one transaction
// and queues each card's SMS and mail in the outbox; the running store's outbox worker delivers them
// (with NOTIFY_TRANSPORT=dev, /api/dev/outbox shows them). Prints each card masked, never its code.
import { readFileSync } from 'node:fs';
import { parsePromotionFile } from '../../domain/giftcards/promotion-rows.ts';
import { maskCardCode } from '../../domain/giftcards/card-code.ts';
import { formatINR } from '../../domain/money/inr.ts';
import { parseEnv } from '../../server/env.ts';
import { createLogger } from '../../server/logger.ts';
import { createServices } from '../../server/services.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run giftcards:issue -- <cards.csv>   (columns: name, mobile, email, amount)');
  process.exit(2);
}
const parsed = parsePromotionFile(readFileSync(file, 'utf8'));
if (!parsed.ok) {
  console.error(`Nothing issued: ${file} has problems.\n${parsed.problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}

// The store's own services; building them starts no background job (server/jobs/background-jobs.ts),
// so this process only writes, and the running store's outbox worker sends the codes.
const env = parseEnv({ ...process.env, SEED: 'none' });
const services = await createServices(env, createLogger(env.LOG_LEVEL));
try {
  const issued = await services.giftcards.issuePromotions(parsed.rows, `promotion: ${file}`);
  for (const card of issued) console.log(`${maskCardCode(card.last4)}  ${formatINR(card.amount)}  to ${card.mobile}`);
  console.log(
    `${issued.length} promotion cards issued, ${formatINR(issued.reduce((sum, c) => sum + c.amount, 0))} in all; their codes are in the outbox.`,
  );
} finally {
  await services.close();
}
