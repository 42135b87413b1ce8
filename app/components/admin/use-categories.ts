// The shop's categories for the catalogue desk's selects: read once per page from the public
// categories call (the merchandising desk keeps them), with sub-categories under their parent.
import { useEffect, useState } from 'react';

export interface DeskCategory {
  slug: string;
  name: string;
  parent: string | null;
}

export function useCategories(): DeskCategory[] {
  const [list, setList] = useState<DeskCategory[]>([]);
  useEffect(() => {
    void fetch('/api/api2/categories', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      .then((r) => (r.ok ? (r.json() as Promise<{ result: DeskCategory[] }>) : { result: [] }))
      .then((a) => setList(a.result))
      .catch(() => setList([]));
  }, []);
  return list;
}

/** Top-level categories first, each followed by its sub-categories, labelled for a select. */
export function categoryOptions(
  list: readonly DeskCategory[],
): { slug: string; label: string; parent: string | null }[] {
  const out: { slug: string; label: string; parent: string | null }[] = [];
  for (const top of list.filter((c) => c.parent === null)) {
    out.push({ slug: top.slug, label: top.name, parent: null });
    for (const sub of list.filter((c) => c.parent === top.slug))
      out.push({ slug: sub.slug, label: `${top.name} › ${sub.name}`, parent: top.slug });
  }
  return out;
}
