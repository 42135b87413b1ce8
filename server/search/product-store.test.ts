import { describe, expect, it } from 'vitest';
import { ProductStore } from './product-store.ts';

describe('ProductStore', () => {
  it.each([
    ['ASCII', '[1,"Aanya Ring"]'],
    ['Latin-1 and C1 marks (a byte each)', '["Zoë Élan \u0080\u0081\u0082\u0083"]'],
    ['beyond Latin-1 (UTF-8)', '["सुवर्ण कंगन 💍", "€"]'],
  ])('reads back %s as written', (_, text) => {
    const store = new ProductStore(4, 1);
    store.set(2, text);
    expect(store.get(2)).toBe(text);
  });

  it('replaces, deletes, grows, compacts and trims without losing a live string', () => {
    const store = new ProductStore(2, 1);
    const expected = new Map<number, string>();
    let slots = 2;
    for (let round = 0; round < 2000; round++) {
      const slot = (round * 7) % 50;
      if (slot >= slots) {
        slots = Math.max(slot + 1, slots * 2);
        store.resize(slots);
      }
      if (round % 5 === 4) {
        store.delete(slot);
        expected.delete(slot);
      } else {
        const text = `[${round},"${'é'.repeat(round % 13)}${round % 3 === 0 ? '₹' : ''}"]`;
        store.set(slot, text);
        expected.set(slot, text);
      }
    }
    for (const [slot, text] of expected) expect(store.get(slot)).toBe(text);
    store.trim();
    for (const [slot, text] of expected) expect(store.get(slot)).toBe(text);
    const live = [...expected.values()].reduce(
      (n, t) => n + Buffer.byteLength(t, /[\u0100-\uffff]/.test(t) ? 'utf8' : 'latin1'),
      0,
    );
    expect(store.liveBytes).toBe(live);
  });
});
