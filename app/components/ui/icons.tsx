// Line icons drawn on a 24 px grid; decorative, so hidden from assistive technology.
//
// Each drawing is written once per page, as a <symbol> of the sprite the root layout renders
// (IconSprite), and every icon is an <svg><use> of it. A listing shows three icons on each of its 40
// cards: written out in full they were 50 KB of the page's HTML, a quarter of its elements to render
// on the server and to hydrate. The drawings exist only in the server build (import.meta.env.SSR):
// the browser keeps the sprite the server wrote, so its bundle carries the icons' names only. Line
// styles come from the .icon class (app.css), which the drawings inherit through <use>.
import { useLayoutEffect, useRef } from 'react';

type IconProps = { size?: number };

export type IconName =
  | 'compare'
  | 'heart'
  | 'bag'
  | 'user'
  | 'search'
  | 'sun'
  | 'moon'
  | 'home'
  | 'chat'
  | 'pin'
  | 'truck'
  | 'arrow-up'
  | 'close'
  | 'money-back'
  | 'return'
  | 'cash'
  | 'hallmark'
  | 'exchange'
  | 'quality'
  | 'diamond'
  | 'menu'
  | 'chevron-down'
  | 'external'
  | 'lock'
  | 'phone';

const DRAWINGS: Record<IconName, string> | null = import.meta.env.SSR
  ? {
      compare: '<path d="M7 4v16M17 4v16M3 8l4-4 4 4M13 16l4 4 4-4"/>',
      heart: '<path d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5c-2.2 4.6-9.2 9-9.2 9z"/>',
      bag: '<path d="M5 8h14l-1 12H6L5 8z"/><path d="M9 8V6a3 3 0 0 1 6 0v2"/>',
      user: '<circle cx="12" cy="8" r="4"/><path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5"/>',
      search: '<circle cx="11" cy="11" r="6.5"/><path d="M16 16l4.5 4.5"/>',
      sun: '<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>',
      moon: '<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z"/>',
      home: '<path d="M4 11l8-7 8 7M6 9.5V20h12V9.5"/><path d="M10 20v-5h4v5"/>',
      chat: '<path d="M4 20l1.4-4A8 8 0 1 1 8 18.6L4 20z"/><path d="M9 10.5c.5 2 2.5 4 4.5 4.5l1-1.2 1.8.8"/>',
      pin: '<path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z"/><circle cx="12" cy="10" r="2.3"/>',
      truck:
        '<path d="M3 6h11v10H3zM14 10h4l3 3v3h-7"/><circle cx="7" cy="17.5" r="1.7"/><circle cx="17" cy="17.5" r="1.7"/>',
      'arrow-up': '<path d="M12 19V5M6 11l6-6 6 6"/>',
      lock: '<rect x="5" y="11" width="14" height="9" rx="1.5"/><path d="M8 11V8a4 4 0 0 1 8 0v3"/>',
      phone:
        '<path d="M6.5 3.5h3l1.5 4-2 1.3a11 11 0 0 0 6.2 6.2l1.3-2 4 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2z"/>',
      close: '<path d="M6 6l12 12M18 6L6 18"/>',
      'money-back':
        '<rect x="3" y="6" width="18" height="12" rx="1.5"/><circle cx="12" cy="12" r="2.5"/><path d="M6 9.5v5M18 9.5v5"/>',
      return: '<path d="M9 7H5V3"/><path d="M5.3 7A8 8 0 1 1 4 12"/>',
      cash: '<path d="M8 5h9M8 9h9M8 5c3 0 5 1.5 5 4s-2 4-5 4h-.5L15 20"/>',
      hallmark: '<path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6l7-3z"/><path d="M9 12l2 2 4-4"/>',
      exchange: '<path d="M4 9h14l-3.5-3.5M20 15H6l3.5 3.5"/>',
      quality: '<circle cx="12" cy="9" r="5.5"/><path d="M8.5 13.5L7 21l5-2.5 5 2.5-1.5-7.5"/>',
      diamond: '<path d="M6.5 4h11L21 9l-9 11L3 9l3.5-5z"/><path d="M3 9h18M9.5 4L8 9l4 11 4-11-1.5-5"/>',
      menu: '<path d="M4 7h16M4 12h16M4 17h10"/>',
      'chevron-down': '<path d="M6 9l6 6 6-6"/>',
      external: '<path d="M14 4h6v6M20 4l-9 9"/><path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"/>',
    }
  : null;

/** An icon's drawing (server only; undefined in the browser): CSS that draws an icon itself must match it. */
export const iconDrawing = (name: IconName): string | undefined => DRAWINGS?.[name];

function Icon({ name, size = 22 }: IconProps & { name: IconName }) {
  return (
    <svg className="icon" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`#icon-${name}`} />
    </svg>
  );
}

/** The browser's copy of the server's symbols, for a layout mounted again (the root error boundary). */
let browserCopy = '';

/** Every icon's drawing, once: rendered at the top of the body by the root layout. */
export function IconSprite() {
  const ref = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    if (!browserCopy && ref.current) browserCopy = ref.current.innerHTML;
  }, []);
  const symbols = DRAWINGS
    ? Object.entries(DRAWINGS)
        .map(([name, drawing]) => `<symbol id="icon-${name}" viewBox="0 0 24 24">${drawing}</symbol>`)
        .join('')
    : browserCopy;
  // Hydration keeps the server's symbols as they are (React does not compare inner HTML).
  return (
    <svg
      ref={ref}
      className="icon-sprite"
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: symbols }}
      suppressHydrationWarning
    />
  );
}

export const CompareIcon = (p: IconProps) => <Icon name="compare" {...p} />;
export const HeartIcon = (p: IconProps) => <Icon name="heart" {...p} />;
export const BagIcon = (p: IconProps) => <Icon name="bag" {...p} />;
export const UserIcon = (p: IconProps) => <Icon name="user" {...p} />;
export const SearchIcon = (p: IconProps) => <Icon name="search" {...p} />;
export const SunIcon = (p: IconProps) => <Icon name="sun" {...p} />;
export const MoonIcon = (p: IconProps) => <Icon name="moon" {...p} />;
export const HomeIcon = (p: IconProps) => <Icon name="home" {...p} />;
export const ChatIcon = (p: IconProps) => <Icon name="chat" {...p} />;
export const PinIcon = (p: IconProps) => <Icon name="pin" {...p} />;
export const TruckIcon = (p: IconProps) => <Icon name="truck" {...p} />;
export const ArrowUpIcon = (p: IconProps) => <Icon name="arrow-up" {...p} />;
export const LockIcon = (p: IconProps) => <Icon name="lock" {...p} />;
export const PhoneIcon = (p: IconProps) => <Icon name="phone" {...p} />;
export const CloseIcon = (p: IconProps) => <Icon name="close" {...p} />;
export const MoneyBackIcon = (p: IconProps) => <Icon name="money-back" {...p} />;
export const ReturnIcon = (p: IconProps) => <Icon name="return" {...p} />;
export const CashIcon = (p: IconProps) => <Icon name="cash" {...p} />;
export const HallmarkIcon = (p: IconProps) => <Icon name="hallmark" {...p} />;
export const ExchangeIcon = (p: IconProps) => <Icon name="exchange" {...p} />;
export const QualityIcon = (p: IconProps) => <Icon name="quality" {...p} />;
export const DiamondIcon = (p: IconProps) => <Icon name="diamond" {...p} />;
export const MenuIcon = (p: IconProps) => <Icon name="menu" {...p} />;
export const ChevronDownIcon = (p: IconProps) => <Icon name="chevron-down" {...p} />;
export const ExternalIcon = (p: IconProps) => <Icon name="external" {...p} />;
