// Stored server markup: rendered once per key, the least recently used dropped past the shelf's limit.
import { afterEach, describe, expect, it } from 'vitest';
import { markupShelf, setMarkupRenderer, storedMarkup } from './server-markup';

afterEach(() => setMarkupRenderer(null));

describe('storedMarkup', () => {
  it('renders nothing without a renderer (a component rendered alone renders itself)', () => {
    expect(storedMarkup('a', () => 'a', markupShelf('t', 2))).toBeNull();
  });

  it('renders a key once, and drops the least recently used past the limit', () => {
    const rendered: string[] = [];
    setMarkupRenderer((node) => {
      rendered.push(String(node));
      return `<b>${String(node)}</b>`;
    });
    const shelf = markupShelf('t', 2);
    const ask = (key: string) => storedMarkup(key, () => key, shelf);
    expect(ask('a')).toBe('<b>a</b>');
    ask('b');
    ask('a'); // a is used again: b is now the oldest
    ask('c'); // over the limit: b goes
    ask('a');
    ask('b');
    expect(rendered).toEqual(['a', 'b', 'c', 'b']);
    expect([...shelf.kept.keys()]).toEqual(['a', 'b']);
  });
});
