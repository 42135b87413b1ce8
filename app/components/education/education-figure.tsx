// Which drawing an education page shows, by its page id; pages without one show none.
import type { ReactElement } from 'react';
import { CaratSizes, ClarityScale, ColourScale, CutLight, ShapeOutlines } from './diamond-figures';
import { DiamondProfile } from './diamond-profile';
import { GoldParts, HallmarkMarks } from './gold-figures';

const FIGURES: Record<string, () => ReactElement> = {
  'education/loose-diamonds/anatomy': () => <DiamondProfile variant="anatomy" />,
  'education/loose-diamonds/ideal': () => <DiamondProfile variant="ideal" />,
  'education/loose-diamonds/shapes': ShapeOutlines,
  'education/loose-diamonds/4cs/cut': CutLight,
  'education/loose-diamonds/4cs/color': ColourScale,
  'education/loose-diamonds/4cs/clarity': ClarityScale,
  'education/loose-diamonds/4cs/carat-weight': CaratSizes,
  'education/gold/18k-gold': GoldParts,
  'education/gold/hallmarking': HallmarkMarks,
};

export function EducationFigure({ pageId }: { pageId: string }) {
  const Figure = Object.hasOwn(FIGURES, pageId) ? FIGURES[pageId] : undefined;
  return Figure ? <Figure /> : null;
}
