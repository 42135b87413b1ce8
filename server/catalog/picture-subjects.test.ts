import { describe, expect, it } from 'vitest';
import { createPictureSubjects } from './picture-subjects.ts';

interface Subject {
  productId: number;
  category: string;
}

/** A database of pieces by SKU that counts its reads; `hold` keeps the next read waiting until released. */
function fakeDatabase(rows: Record<string, Subject>) {
  const reads: string[] = [];
  let held: (() => void) | null = null;
  let holdNext = false;
  return {
    reads,
    rows,
    hold: () => (holdNext = true),
    release: () => held?.(),
    async load(sku: string): Promise<Subject | null> {
      reads.push(sku);
      if (holdNext) {
        holdNext = false;
        await new Promise<void>((resolve) => (held = resolve));
      }
      return rows[sku] ? { ...rows[sku] } : null;
    },
  };
}

describe('picture subjects', () => {
  it('reads a piece once, then answers from memory', async () => {
    const db = fakeDatabase({ 'SVR-1': { productId: 1, category: 'rings' } });
    const subjects = createPictureSubjects((sku) => db.load(sku));
    expect(await subjects.get('SVR-1')).toEqual({ productId: 1, category: 'rings' });
    expect(await subjects.get('SVR-1')).toEqual({ productId: 1, category: 'rings' });
    expect(db.reads).toEqual(['SVR-1']);
  });

  it('reads a notified piece again, and keeps the others', async () => {
    const db = fakeDatabase({
      'SVR-1': { productId: 1, category: 'rings' },
      'SVR-2': { productId: 2, category: 'chains' },
    });
    const subjects = createPictureSubjects((sku) => db.load(sku));
    await subjects.get('SVR-1');
    await subjects.get('SVR-2');
    db.rows['SVR-1'] = { productId: 1, category: 'pendants' };
    subjects.changed(1);
    expect(await subjects.get('SVR-1')).toEqual({ productId: 1, category: 'pendants' });
    await subjects.get('SVR-2');
    expect(db.reads).toEqual(['SVR-1', 'SVR-2', 'SVR-1']);
  });

  it('does not keep an answer read while a change was notified: it may be the piece before the change', async () => {
    const db = fakeDatabase({ 'SVR-1': { productId: 1, category: 'rings' } });
    const subjects = createPictureSubjects((sku) => db.load(sku));
    db.hold();
    const reading = subjects.get('SVR-1');
    subjects.changed(1);
    db.release();
    expect(await reading).toEqual({ productId: 1, category: 'rings' });
    await subjects.get('SVR-1');
    await subjects.get('SVR-1');
    expect(db.reads).toEqual(['SVR-1', 'SVR-1']);
  });

  it('never remembers a SKU no piece has: the piece may be added', async () => {
    const db = fakeDatabase({});
    const subjects = createPictureSubjects((sku) => db.load(sku));
    expect(await subjects.get('SVR-9')).toBeNull();
    db.rows['SVR-9'] = { productId: 9, category: 'rings' };
    expect(await subjects.get('SVR-9')).toEqual({ productId: 9, category: 'rings' });
    expect(db.reads).toEqual(['SVR-9', 'SVR-9']);
  });

  it('forgets a renamed piece under its old SKU when the rename is notified', async () => {
    const db = fakeDatabase({ 'SVR-1': { productId: 1, category: 'rings' } });
    const subjects = createPictureSubjects((sku) => db.load(sku));
    await subjects.get('SVR-1');
    db.rows['SVR-1B'] = db.rows['SVR-1']!;
    delete db.rows['SVR-1'];
    subjects.changed(1);
    expect(await subjects.get('SVR-1')).toBeNull();
    expect(await subjects.get('SVR-1B')).toEqual({ productId: 1, category: 'rings' });
  });

  it('keeps at most `max` pieces, the least recently asked for going first', async () => {
    const db = fakeDatabase({
      A: { productId: 1, category: 'rings' },
      B: { productId: 2, category: 'rings' },
      C: { productId: 3, category: 'rings' },
    });
    const subjects = createPictureSubjects((sku) => db.load(sku), 2);
    await subjects.get('A');
    await subjects.get('B');
    await subjects.get('A');
    await subjects.get('C'); // B goes
    subjects.changed(2); // a notification of a piece no longer kept changes nothing
    await subjects.get('A');
    await subjects.get('C');
    await subjects.get('B');
    expect(db.reads).toEqual(['A', 'B', 'C', 'B']);
  });
});
