import { describe, expect, it } from 'vitest';
import { parseStaffCreateArgs, staffCreatePasswordProblem } from './create-args.ts';

describe('staff:create arguments', () => {
  it('takes an email (lower-cased), a name and a role', () => {
    expect(parseStaffCreateArgs({ email: 'Owner@Suvarna.Example', name: 'Lakshmi Menon', role: 'owner' })).toEqual({
      ok: true,
      value: { email: 'owner@suvarna.example', name: 'Lakshmi Menon', role: 'owner' },
    });
  });

  it.each([
    [{ name: 'A B', role: 'owner' }, '--email'],
    [{ email: 'x', name: 'A B', role: 'owner' }, '--email'],
    [{ email: 'a@b.in', role: 'owner' }, '--name'],
    [{ email: 'a@b.in', name: 'A B', role: 'ADMIN' }, '--role'],
    [{ email: 'a@b.in', name: 'A B' }, '--role'],
  ])('%j is refused naming %s', (values, flag) => {
    const parsed = parseStaffCreateArgs(values);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems.join(' ')).toContain(flag);
  });

  it.each([
    ['short-pw', 'at least 10'],
    ['password123', 'common'],
    ['lakshmi@suvarna.example', 'email'],
    ['sandalwood-ledger-44', null],
  ])('password %s → %s', (password, problem) => {
    const said = staffCreatePasswordProblem(password, 'lakshmi@suvarna.example');
    if (problem === null) expect(said).toBeNull();
    else expect(said).toContain(problem);
  });
});
