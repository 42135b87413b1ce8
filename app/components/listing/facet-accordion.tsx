// One accordion per facet with its counts (docs/spec.md#first-2): checkboxes, OR within the facet.
import { useEffect, useState } from 'react';
import type { FacetGroup } from './listing-data';

interface FacetAccordionProps {
  group: FacetGroup;
  /** The values ticked now (ahead of the loader while a change is on its way). */
  selected: readonly string[];
  open: boolean;
  onToggle: (value: string, on: boolean) => void;
}

export function FacetAccordion({ group, selected, open, onToggle }: FacetAccordionProps) {
  const chosen = selected.length;
  // Open as the shopper left it; a facet with a choice (from the URL, the back button) opens itself.
  const [isOpen, setOpen] = useState(open || chosen > 0);
  useEffect(() => {
    if (chosen > 0) setOpen(true);
  }, [chosen]);
  return (
    <details className="facet" open={isOpen} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="facet-summary">
        <span className="filter-title">{group.title}</span>
        {chosen > 0 ? <span className="facet-chosen">{chosen} selected</span> : null}
      </summary>
      <ul className="facet-options">
        {group.options.map((o) => (
          <li key={o.value}>
            <label className="facet-option">
              <input
                type="checkbox"
                name={group.facet}
                value={o.value}
                checked={selected.includes(o.value)}
                onChange={(e) => onToggle(o.value, e.currentTarget.checked)}
              />
              <span className="facet-option-label">{o.label}</span>
              <span className="filter-count">{`(${o.count})`}</span>
            </label>
          </li>
        ))}
      </ul>
    </details>
  );
}
