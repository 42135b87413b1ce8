// The placeholder the layout shows while a product page loads (checkout spec §2 "A placeholder
// skeleton shows while loading"): the page's two columns in quiet blocks. Styled inline on purpose:
// the layout renders it before the product route's stylesheet has arrived.
import type { CSSProperties } from 'react';

const block = (width: CSSProperties['width'], height: number): CSSProperties => ({
  display: 'block',
  width,
  height,
  borderRadius: 'var(--radius-md)',
  background: 'var(--color-surface-muted)',
});

export function ProductSkeleton() {
  return (
    <div className="container" aria-busy="true" role="status" aria-label="Loading the piece" style={{ paddingBlock: 'var(--space-5) var(--space-8)' }}>
      <span style={{ ...block(240, 14), marginBottom: 'var(--space-5)' }} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-7)' }}>
        <span style={{ ...block('auto', 0), flex: '1 1 340px', aspectRatio: '1', height: 'auto', background: 'var(--color-picture)' }} />
        <div style={{ flex: '1 1 340px', display: 'flex', flexDirection: 'column', gap: 'var(--space-4)' }}>
          <span style={block('75%', 34)} />
          <span style={block('35%', 14)} />
          <span style={block('45%', 30)} />
          <span style={block('100%', 48)} />
          <span style={block('60%', 44)} />
          <span style={block('100%', 96)} />
        </div>
      </div>
    </div>
  );
}
