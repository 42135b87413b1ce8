import { describe, expect, it } from 'vitest';
import { csvFields, parsePromotionFile } from './promotion-rows.ts';

describe('csvFields', () => {
  it.each<[string, string[] | null]>([
    ['a,b,c', ['a', 'b', 'c']],
    ['"Rao, Asha",9876543210', ['Rao, Asha', '9876543210']],
    ['"say ""hi""",x', ['say "hi"', 'x']],
    ['a,,c', ['a', '', 'c']],
    ['a,', ['a', '']],
    ['"open,x', null],
    ['"closed"x,y', null],
  ])('%j → %j', (line, fields) => expect(csvFields(line)).toEqual(fields));
});

describe('parsePromotionFile', () => {
  it('reads the cards, whatever the columns’ order, skipping blank lines', () => {
    const file =
      '\uFEFFAmount,Name,Mobile,Email\r\n2500,"Lakshmi  Iyer",+91 98470 12345,Lakshmi@Example.in\r\n\r\n1,Ravi Kumar,9895012345,\n';
    expect(parsePromotionFile(file)).toEqual({
      ok: true,
      rows: [
        { name: 'Lakshmi Iyer', mobile: '9847012345', email: 'lakshmi@example.in', amount: 2_500 },
        { name: 'Ravi Kumar', mobile: '9895012345', email: null, amount: 1 },
      ],
    });
  });

  it('refuses the whole file, naming every bad line', () => {
    const file = [
      'name,mobile,email,amount',
      'Asha Rao,9876543210,asha@example.in,1000',
      ',12345,nope,0',
      'Ravi,9895012345,,500001',
      'Meera Nair,9847012345,,250.5',
    ].join('\n');
    const result = parsePromotionFile(file);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems).toHaveLength(3);
      expect(result.problems[0]).toMatch(/^line 3: name: .*; mobile: .*; email: .*; amount: /);
      expect(result.problems[1]).toMatch(/^line 4: amount: whole rupees from 1 to 500000$/);
      expect(result.problems[2]).toMatch(/^line 5: amount/);
    }
  });

  it.each<[string, RegExp]>([
    ['name,email\nAsha,asha@example.in', /missing mobile, amount/],
    ['name,mobile,amount\n', /no cards/],
    ['', /missing name, mobile, amount/],
  ])('refuses %j', (file, problem) => {
    const result = parsePromotionFile(file);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join('\n')).toMatch(problem);
  });
});
