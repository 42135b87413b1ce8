// The size guides' two URL forms (docs/spec.md#second-2): the route table's /education/size-guide/… is
// canonical; the product page's size chart link, /education/size-chart/…, shows the same guide and
// names the canonical one (docs/decisions/2026-11-25-store-locator-and-size-guides.md).
import { SIZE_CHART_PATHS } from '../product/variant-choice.ts';

export const SIZE_GUIDE_PATHS = {
  ring: { canonical: '/education/size-guide/rings-size-guide', sizeChart: SIZE_CHART_PATHS.rings },
  bangle: { canonical: '/education/size-guide/bangle-and-bracelet-size-guide', sizeChart: SIZE_CHART_PATHS.other },
} as const;

export type SizeGuide = keyof typeof SIZE_GUIDE_PATHS;
