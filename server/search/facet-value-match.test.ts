import { describe, expect, it } from 'vitest';
import { facetQueryWords, matchFacetValue } from './facet-value-match.ts';

const mark = (value: string, query: string) => matchFacetValue(value, facetQueryWords(query), '<em>', '</em>');

describe('matchFacetValue', () => {
  it.each<[string, string, string | null]>([
    ['Rose Gold', '', 'Rose Gold'],
    ['Rose Gold', 'ro', '<em>Ro</em>se Gold'],
    ['Rose Gold', 'RO', '<em>Ro</em>se Gold'],
    ['Rose Gold', 'gold', 'Rose <em>Gold</em>'],
    ['Rose Gold', 'gold ros', '<em>Ros</em>e <em>Gold</em>'],
    ['Rose Gold', 'old', null],
    ['Rose Gold', 'rose silver', null],
    ['rose-gold', 'gol', 'rose-<em>gol</em>d'],
    ['Daily Wear', 'daily  wear', '<em>Daily</em> <em>Wear</em>'],
    ['₹25,000 - ₹50,000', '50', '₹25,000 - ₹<em>50</em>,000'],
    ['₹25,000 - ₹50,000', '000', '₹25,<em>000</em> - ₹50,<em>000</em>'],
    ['Rosé', 'rose', '<em>Rosé</em>'],
    ['Rosé', 'ros', '<em>Ros</em>é'],
    ['Re\u0301al', 're', '<em>Re\u0301</em>al'],
    ['Mangalsutra', 'r', null],
    ['ring', 'r ri', '<em>ri</em>ng'],
    ['VVS1', 'vvs', '<em>VVS</em>1'],
  ])('%s with %j → %s', (value, query, expected) => {
    expect(mark(value, query)).toBe(expected);
  });

  it('uses the tags it is given', () => {
    expect(matchFacetValue('White Gold', ['wh'], '__ais-highlight__', '__/ais-highlight__')).toBe(
      '__ais-highlight__Wh__/ais-highlight__ite Gold',
    );
  });

  it('reads only the letters and digits of the query', () => {
    expect(mark('Rose Gold', '"ro",')).toBe('<em>Ro</em>se Gold');
    expect(mark('Rose Gold', '-')).toBe('Rose Gold');
  });
});
