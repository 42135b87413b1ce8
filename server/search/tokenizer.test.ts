import { describe, expect, it } from 'vitest';
import { facetKey, tokenize } from './tokenizer.ts';

describe('tokenize', () => {
  it.each<[string, string[]]>([
    ['Aanya Rose Diamond Ring', ['aanya', 'rose', 'diamond', 'ring']],
    ['ROSE-GOLD', ['rose', 'gold']],
    ['Zoë Élan Café', ['zoe', 'elan', 'cafe']],
    ['SV-RI-000123', ['sv', 'ri', '000123']],
    ['<script>alert("x")</script>', ['script', 'alert', 'x', 'script']],
    ['"\'!@#$%^&*()', []],
    ['   ', []],
    ['18K gold, 2.5g', ['18k', 'gold', '2', '5g']],
    ['मंगलसूत्र हार', ['मंगलसूत्र'.normalize('NFKD'), 'हार']],
  ])('%j → %j', (text, tokens) => expect(tokenize(text)).toEqual(tokens));
});

describe('facetKey', () => {
  it.each([
    ['Rose-Gold', 'rose-gold'],
    [' Daily Wear ', 'daily wear'],
    ['Zoë', 'zoe'],
    ['Under ₹25,000', 'under ₹25,000'],
  ])('%j → %j', (value, key) => expect(facetKey(value)).toBe(key));
});
