// Creates a staff member, the first owner above all: `npm run staff:create -- --email E --name N --role owner`.
// The password comes from STAFF_PASSWORD when set, else it is asked on the terminal (not echoed).
// Reads the same environment as the store (DATABASE_URL, DATA_DIR) and writes the member and an audit
// entry in one transaction; everyone else is invited from the back office (/admin/staff).
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { openDatabase } from '../../db/client.ts';
import { parseStaffCreateArgs, staffCreatePasswordProblem } from '../../domain/staff/create-args.ts';
import { parseEnv } from '../../server/env.ts';
import { createStaffRepo } from '../../server/staff/staff.repo.ts';
import { createStaffMember } from '../../server/staff/staff.service.ts';

const USAGE =
  'usage: npm run staff:create -- --email E --name "N" --role owner|orders|catalogue|support   (password: STAFF_PASSWORD, else asked)';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
  strict: true,
});
const args = parseStaffCreateArgs(values);
if (!args.ok) {
  console.error(`${args.problems.join('\n')}\n${USAGE}`);
  process.exit(2);
}

async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('no terminal to ask the password on: set STAFF_PASSWORD');
  let muted = false;
  const output = new Writable({
    write: (chunk, _enc, done) => {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

const password = process.env.STAFF_PASSWORD ?? (await askHidden('Password: '));
if (process.env.STAFF_PASSWORD === undefined && (await askHidden('Again: ')) !== password) {
  console.error('The two passwords differ; nothing created.');
  process.exit(1);
}
const problem = staffCreatePasswordProblem(password, args.value.email);
if (problem) {
  console.error(`Nothing created: ${problem}.`);
  process.exit(1);
}

const env = parseEnv({ ...process.env, SEED: 'none' });
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const created = await createStaffMember(createStaffRepo(database.db), { ...args.value, password });
  if (!created.ok) {
    console.error(`Nothing created: ${created.message}`);
    process.exitCode = 1;
  } else {
    console.log(
      `Staff member ${created.value.id} created: ${created.value.name} <${created.value.email}>, role ${created.value.role}. Sign in at /admin/login.`,
    );
  }
} finally {
  await database.close();
}
