// The detail accordions (docs/spec.md#second-2): product, metal, diamond and gemstone details from the
// variant's fields, each a <details>; a section with nothing to say (no stones, a loose diamond's
// metal) is left out rather than filled with dashes.
import type { Variant } from '../../../domain/catalog/product';

/** How the page names a metal colour or an occasion ('rose-gold' → 'Rose Gold'): variant-choice's colorLabel, handed in. */
export type Label = (slug: string) => string;

type Row = [label: string, value: string | number | null | undefined];

const grams = (g: number) => `${g.toFixed(3).replace(/\.?0+$/, '')} g`;
const carats = (ct: number) => `${ct.toFixed(3).replace(/\.?0+$/, '')} ct`;

function sectionsOf(
  v: Variant,
  facts: { sku: string; categoryName: string; occasion: string | null; label: Label },
): { title: string; rows: Row[] }[] {
  const { label: colorLabel } = facts;
  const sections: { title: string; rows: Row[] }[] = [
    {
      title: 'Product details',
      rows: [
        ['SKU', facts.sku],
        ['Category', facts.categoryName],
        ['Occasion', facts.occasion ? colorLabel(facts.occasion) : null],
        ['Setting', v.product_setting || null],
      ],
    },
  ];
  if (v.metal_type && v.metal_type !== 'None') {
    sections.push({
      title: 'Metal details',
      rows: [
        ['Metal', v.metal_type],
        ['Purity', v.metal_purity],
        ['Colour', colorLabel(v.color)],
        ['Gross weight', v.gross_weight > 0 ? grams(v.gross_weight) : null],
        ['Net weight', v.metal_weight > 0 ? grams(v.metal_weight) : null],
        ['BIS HUID', v.huid],
      ],
    });
  }
  if (v.diamond_count > 0) {
    sections.push({
      title: 'Diamond details',
      rows: [
        ['Number of diamonds', v.diamond_count],
        ['Total weight', carats(v.diamond_carat)],
        ['Clarity', v.diamond_clarity],
        ['Colour', v.diamond_color],
        // 'Round' is the stones' shape (the spec's diamond_cut); the cut grade is a fact of its own.
        ['Shape', v.diamond_cut],
        ['Cut grade', v.diamond_cut_grade],
        [
          'Certificate',
          v.certificate_lab && v.certificate_number ? `${v.certificate_lab} ${v.certificate_number}` : null,
        ],
      ],
    });
  }
  if (v.gemstone_count > 0 && v.gemstone_type) {
    sections.push({
      title: 'Gemstone details',
      rows: [
        ['Gemstone', v.gemstone_type],
        ['Number of stones', v.gemstone_count],
        ['Total weight', carats(v.gemstone_carat)],
      ],
    });
  }
  return sections;
}

export function DetailSections({
  variant,
  sku,
  categoryName,
  occasion,
  label,
}: {
  variant: Variant;
  sku: string;
  categoryName: string;
  occasion: string | null;
  label: Label;
}) {
  return (
    <div className="pp-details">
      {variant.short_description && <p className="pp-description">{variant.short_description}</p>}
      {sectionsOf(variant, { sku, categoryName, occasion, label }).map((s, i) => (
        <details key={s.title} className="pp-detail" open={i === 0}>
          <summary>{s.title}</summary>
          <dl>
            {s.rows
              .filter(([, value]) => value !== null && value !== undefined && value !== '')
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        </details>
      ))}
    </div>
  );
}
