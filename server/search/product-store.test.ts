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

  it('keeps bytes as Latin-1 text, across chunks and in a chunk of its own when longer than one', () => {
    // Chunks of 1,024 bytes: 100-byte strings fill several; a 3,000-byte one takes a chunk to itself.
    const store = new ProductStore(64, 1024);
    const texts = Array.from({ length: 40 }, (_, i) => `${i}`.padEnd(i === 17 ? 3000 : 100, 'é\u0081x'));
    texts.forEach((t, slot) => store.setBytes(slot, Buffer.from(t, 'latin1')));
    texts.forEach((t, slot) => expect(store.get(slot)).toBe(t));
    texts.forEach((t, slot) => expect(Buffer.from(store.bytes(slot)).toString('latin1')).toBe(t));
    store.set(3, 'सुवर्ण');
    store.delete(5);
    store.trim();
    texts.forEach((t, slot) => {
      if (slot !== 3 && slot !== 5) expect(store.get(slot)).toBe(t);
    });
    expect(store.get(3)).toBe('सुवर्ण');
    // Text beyond Latin-1 has no Latin-1 bytes: said, not cut to its low bytes.
    expect(() => store.bytes(3)).toThrow(/beyond Latin-1/);
    expect(store.bytes(5)).toHaveLength(0);
    expect(store.liveBytes).toBe(38 * 100 + 3000 - 100 + Buffer.byteLength('सुवर्ण'));
  });
});
