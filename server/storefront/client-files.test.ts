import { describe, expect, it } from 'vitest';
import { mayNameClientFile } from './client-files.ts';

const names = new Set(['assets', 'favicon.svg', 'favicon.svg.gz', 'gift-cards']);

describe('mayNameClientFile', () => {
  it.for([
    ['/favicon.svg', true],
    ['/gift-cards/birthday.svg', true],
    ['/gift-cards', true],
    ['/%66avicon.svg', true],
    ['/', false],
    ['/jewellery/rings', false],
    ['/tara-drop-diamond-earrings-er-01277', false],
    ['/favicon.svg.br', false],
    ['/gift-cards-x/a.svg', false],
    ['/%E0%A4', false],
  ] as const)('%s: %s', ([path, may]) => {
    expect(mayNameClientFile(names, path)).toBe(may);
  });
});
