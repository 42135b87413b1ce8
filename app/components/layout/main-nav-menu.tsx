// The desktop main navigation's working menu (shared/spec: checkout §2 "Common layout"): dropdowns,
// plain links with an optional ribbon, and external anchors, from the configuration the root loader
// built. A dropdown is a disclosure (a button with aria-expanded controlling its panel): it opens on
// hover and on click, Enter or Space; Escape closes it and gives focus back to its button; Tab moves
// through and out of it without being held. One panel is open at a time, and any navigation closes it.
//
// The server renders it into main-nav.tsx's static island, every panel with its links; the browser
// loads this module when the pointer or focus comes to the navigation (or once idle where it is
// shown) and renders it in place of that HTML. A panel's links are rendered in the browser only once
// the panel has been opened: until then it is an empty hidden box, which saves hydrating a hundred
// and more links nobody may ask for.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { NavDropdown, NavExternal, NavItem, NavPlainLink } from '../../lib/navigation';
import { ChevronDownIcon, ExternalIcon } from '../ui/icons';
import { focusLeaves, useDismiss } from '../ui/use-dismiss';
import { NavRibbon } from './nav-ribbon';
import { DropdownPanel } from './nav-panel';

/** Pointer intent: a panel opens after a short rest on its item and survives a brief slip off it. */
const HOVER_OPEN_MS = 80;
const HOVER_CLOSE_MS = 160;

export type Opened = { id: string; by: 'hover' | 'click' } | null;

/** What the island shell (main-nav.tsx) hands over: what the shopper did before this code arrived. */
export interface MenuBridge {
  /** The panel pressed or pointed at before the code was there. */
  start: Opened;
  /** Set here: the pointer left the navigation (the shell's element outlives this menu's). */
  leave?: () => void;
}

export const navPanelId = (id: string) => `nav-panel-${id}`;
const navTriggerId = (id: string) => `nav-trigger-${id}`;

export function MainNavMenu({ items, bridge }: { items: readonly NavItem[]; bridge?: RefObject<MenuBridge> }) {
  const [opened, setOpened] = useState<Opened>(() => bridge?.current.start ?? null);
  const navRef = useRef<HTMLUListElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  const { pathname, search } = useLocation();

  const first = useRef(true);
  useEffect(() => {
    // Not on arrival: a panel pressed before the code came opens with it.
    if (first.current) first.current = false;
    else setOpened(null);
  }, [pathname, search]);
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  useDismiss(navRef, opened !== null, (reason) => {
    // Escape from inside the menu hands focus back to the button of the panel it closes.
    if (reason === 'escape' && opened && navRef.current?.contains(document.activeElement)) {
      document.getElementById(navTriggerId(opened.id))?.focus();
    }
    setOpened(null);
  });

  function later(fn: () => void, ms: number) {
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(fn, ms);
  }

  const hover = {
    enter(id: string) {
      // Moving across to another item while a panel is open switches at once; from rest, with intent.
      if (opened?.id === id) return window.clearTimeout(hoverTimer.current);
      later(() => setOpened((o) => (o?.by === 'click' && o.id === id ? o : { id, by: 'hover' })), opened ? 0 : HOVER_OPEN_MS);
    },
    leave() {
      later(() => setOpened((o) => (o?.by === 'hover' ? null : o)), HOVER_CLOSE_MS);
    },
  };

  function toggle(id: string) {
    window.clearTimeout(hoverTimer.current);
    // A panel the pointer opened stays open on click (the click confirms it); a clicked one closes.
    setOpened((o) => (o?.id === id && o.by === 'click' ? null : { id, by: 'click' }));
  }

  useEffect(() => {
    if (bridge) bridge.current.leave = hover.leave;
  });

  return (
    <ul className="container main-nav-list" ref={navRef}>
      {items.map((item) => {
        if (item.kind === 'dropdown') {
          return (
            <DropdownItem
              key={item.id}
              item={item}
              open={opened?.id === item.id}
              onToggle={() => toggle(item.id)}
              onPointerEnter={(e) => e.pointerType === 'mouse' && hover.enter(item.id)}
              onPointerLeave={(e) => e.pointerType === 'mouse' && hover.leave()}
              onFocusLeave={() => setOpened((o) => (o?.id === item.id ? null : o))}
            />
          );
        }
        return (
          <li key={item.id} className="main-nav-item">
            {item.kind === 'link' ? <PlainLink item={item} /> : <ExternalLink item={item} />}
          </li>
        );
      })}
    </ul>
  );
}

function DropdownItem({
  item,
  open,
  onToggle,
  onPointerEnter,
  onPointerLeave,
  onFocusLeave,
}: {
  item: NavDropdown;
  open: boolean;
  onToggle: () => void;
  onPointerEnter: (e: React.PointerEvent) => void;
  onPointerLeave: (e: React.PointerEvent) => void;
  onFocusLeave: () => void;
}) {
  const panelId = navPanelId(item.id);
  // The server renders every panel's links; the browser, a panel's once it has opened.
  const [seen, setSeen] = useState(open);
  if (open && !seen) setSeen(true);
  return (
    <li className="main-nav-item" data-open={open || undefined} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onBlur={(e) => focusLeaves(e) && onFocusLeave()}>
      <button type="button" id={navTriggerId(item.id)} className="main-nav-trigger" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        <span>{item.label}</span>
        <ChevronDownIcon size={14} />
      </button>
      <div id={panelId} className="nav-panel" hidden={!open}>
        {(import.meta.env.SSR || seen) && <DropdownPanel item={item} />}
      </div>
    </li>
  );
}

function PlainLink({ item }: { item: NavPlainLink }) {
  return (
    <NavLink to={item.href} className="main-nav-link" prefetch="intent">
      <span>{item.label}</span>
      {item.ribbon && <NavRibbon text={item.ribbon} />}
    </NavLink>
  );
}

function ExternalLink({ item }: { item: NavExternal }) {
  return (
    <a href={item.href} className="main-nav-link" target="_blank" rel="noopener noreferrer">
      <span>{item.label}</span>
      <ExternalIcon size={14} />
      <span className="visually-hidden">{` (${item.hint})`}</span>
    </a>
  );
}
