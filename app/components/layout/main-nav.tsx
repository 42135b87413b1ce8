// The desktop main navigation (shared/spec: checkout §2 "Common layout"), first-load part: a static
// island (static-island.tsx) holding the server's render of the menu (main-nav-menu.tsx), every
// panel with its links. Its code is not in the first load: it arrives when the pointer or focus
// first comes to the navigation, or once the page is idle where the navigation is shown (not on a
// phone, where it is hidden), and then renders the menu in place of the server's HTML.
//
// Before it arrives the server's links go through the router, and a press on a panel's button, or
// the pointer resting on one, is remembered and opens that panel as the menu arrives. The button
// keeps keyboard focus across the switch (the island restores focus by id).
import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import type { NavItem } from '../../lib/navigation';
import { whenIdle } from '../../lib/idle';
import { MainNavMenu as ServerMenu, type MenuBridge, type Opened } from './main-nav-menu';
import { StaticIsland } from './static-island';

type Menu = typeof import('./main-nav-menu');
let loaded: Menu | null = null;
let loading: Promise<Menu> | null = null;
function loadMenu(): Promise<Menu> {
  loading ??= import('./main-nav-menu').then(
    (m) => (loaded = m),
    (err: unknown) => {
      loading = null; // the server's HTML keeps serving; try again on the next approach
      throw err;
    },
  );
  return loading;
}

/** The dropdown whose button (id nav-trigger-…) is at or above the event's target. */
function dropdownAt(target: EventTarget | null): string | null {
  const trigger = target instanceof Element ? target.closest('.main-nav-item')?.querySelector('.main-nav-trigger') : null;
  return trigger?.id.replace(/^nav-trigger-/, '') ?? null;
}

export function MainNav({ items }: { items: readonly NavItem[] }) {
  const [menu, setMenu] = useState<Menu | null>(loaded);
  const bridge = useRef<MenuBridge>({ start: null });
  const navRef = useRef<HTMLElement>(null);

  const prepare = () => {
    if (!menu) loadMenu().then(setMenu, () => {});
  };
  // Idle: the server's plain links do not follow the current page (aria-current) after a move.
  useEffect(() => {
    if (menu) return;
    return whenIdle(() => {
      if (navRef.current && getComputedStyle(navRef.current).display !== 'none') prepare();
    });
  }, []);

  const remember = (start: Opened) => {
    if (!menu) bridge.current.start = start;
  };
  return (
    <StaticIsland
      name="main-nav"
      as="nav"
      className="main-nav"
      aria-label="Main"
      ref={navRef}
      live={menu && <menu.MainNavMenu items={items} bridge={bridge} />}
      onPointerEnter={prepare}
      onFocus={prepare}
      onClick={(e: MouseEvent<HTMLElement>) => {
        const id = dropdownAt(e.target);
        if (id && (e.target as Element).closest('.main-nav-trigger')) remember({ id, by: 'click' });
      }}
      onPointerOver={(e: PointerEvent<HTMLElement>) => {
        if (e.pointerType !== 'mouse' || bridge.current.start?.by === 'click') return;
        const id = dropdownAt(e.target);
        remember(id ? { id, by: 'hover' } : null);
      }}
      onPointerLeave={(e: PointerEvent<HTMLElement>) => {
        if (e.pointerType !== 'mouse') return;
        if (bridge.current.start?.by === 'hover') remember(null);
        bridge.current.leave?.();
      }}
    >
      {import.meta.env.SSR && <ServerMenu items={items} />}
    </StaticIsland>
  );
}
