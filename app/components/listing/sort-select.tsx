// The sort choice (docs/spec.md#first-9: low to high by default), with words a shopper reads.
import { useId } from 'react';
import type { SortBy } from '../../../domain/search/search-params';
import { LISTING_SORTS, SORT_LABELS } from '../../../domain/listing/constants';

export function SortSelect({ value, onChange }: { value: SortBy; onChange: (sort: SortBy) => void }) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        name="sort"
        value={value}
        onChange={(e) => {
          const sort = LISTING_SORTS.find((s) => s === e.currentTarget.value);
          if (sort) onChange(sort);
        }}
      >
        {LISTING_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
