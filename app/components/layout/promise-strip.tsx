// The Promise strip: eight benefit links with line icons; one swipeable row on phones. Static
// markup: see static-island.tsx.
import { IslandLink } from './island-link';
import {
  CashIcon,
  DiamondIcon,
  ExchangeIcon,
  HallmarkIcon,
  MoneyBackIcon,
  QualityIcon,
  ReturnIcon,
  TruckIcon,
} from '../ui/icons';
import { PROMISES, type PromiseIcon } from '../../lib/site';
import { StaticIsland } from './static-island';

const ICONS: Record<PromiseIcon, (p: { size?: number }) => React.ReactNode> = {
  money: MoneyBackIcon,
  returns: ReturnIcon,
  cash: CashIcon,
  shipping: TruckIcon,
  hallmark: HallmarkIcon,
  exchange: ExchangeIcon,
  quality: QualityIcon,
  diamond: DiamondIcon,
};

export function PromiseStrip() {
  return (
    <StaticIsland
      name="promise-strip"
      as="nav"
      className="promise-strip"
      aria-label="Our promise"
      markupKey="promise-strip"
    >
      {import.meta.env.SSR && <PromiseList />}
    </StaticIsland>
  );
}

function PromiseList() {
  return (
    <ul className="container promise-list">
      {PROMISES.map((p) => {
        const Icon = ICONS[p.icon];
        return (
          <li key={p.to}>
            <IslandLink to={p.to} className="promise-link">
              <Icon size={22} />
              <span>{p.label}</span>
            </IslandLink>
          </li>
        );
      })}
    </ul>
  );
}
