// The desktop main navigation (docs/spec.md#second-2 "Common layout"): dropdowns, plain links with
// an optional ribbon, and external anchors, from the configuration the root loader built. A dropdown
// is a disclosure (a button with aria-expanded controlling its panel): it opens on hover and on
// click, Enter or Space; Escape closes it and gives focus back to its button; Tab moves through and
// out of it without being held. One panel is open at a time, and any navigation closes it.
//
// The panels are static islands (static-island.tsx) holding only the top-level category links
// (nav-panel-links.tsx) until the pointer or focus first comes to the navigation: then nav-panel.tsx
// arrives and renders the full columns live (its links prefetch on hover). A panel opened before that
// shows the server's few links, which go through the router all the same.
import { useEffect, useRef, useState } from 'react';
import { NavLink } from '../../lib/link';
import type { NavDropdown, NavExternal, NavItem, NavPlainLink } from '../../lib/navigation';
import { ChevronDownIcon, ExternalIcon } from '../ui/icons';
import { focusLeaves, useDismiss } from '../ui/use-dismiss';
import { useNavigated } from '../../lib/use-navigated';
import { NavRibbon } from './nav-ribbon';
import { NavPanelLinks } from './nav-panel-links';
import { StaticIsland } from './static-island';

type Panels = typeof import('./nav-panel');
let loaded: Panels | null = null;
let loading: Promise<Panels> | null = null;
function loadPanels(): Promise<Panels> {
  loading ??= import('./nav-panel').then(
    (m) => (loaded = m),
    (err: unknown) => {
      loading = null; // the server's copy keeps serving; try again on the next approach
      throw err;
    },
  );
  return loading;
}

/** Pointer intent: a panel opens after a short rest on its item and survives a brief slip off it. */
const HOVER_OPEN_MS = 80;
const HOVER_CLOSE_MS = 160;

type Opened = { id: string; by: 'hover' | 'click' } | null;

export const navPanelId = (id: string) => `nav-panel-${id}`;
const navTriggerId = (id: string) => `nav-trigger-${id}`;

export function MainNav({ items }: { items: readonly NavItem[] }) {
  const [opened, setOpened] = useState<Opened>(null);
  const [panels, setPanels] = useState<Panels | null>(loaded);
  const navRef = useRef<HTMLElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);

  useNavigated(() => setOpened(null));
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
      later(
        () => setOpened((o) => (o?.by === 'click' && o.id === id ? o : { id, by: 'hover' })),
        opened ? 0 : HOVER_OPEN_MS,
      );
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

  function prepare() {
    if (!panels) loadPanels().then(setPanels, () => {});
  }

  return (
    <nav className="main-nav" aria-label="Main" ref={navRef} onPointerEnter={prepare} onFocus={prepare}>
      <ul className="container main-nav-list">
        {items.map((item) => {
          if (item.kind === 'dropdown') {
            return (
              <DropdownItem
                key={item.id}
                item={item}
                panels={panels}
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
    </nav>
  );
}

/** Stored-markup keys by dropdown: the navigation's items are the same objects until it changes. */
const panelKeys = new WeakMap<NavDropdown, string>();

/** A closed panel's stored-markup key: its whole content, as JSON (about 8 KB for the six), written once per item. */
export function panelMarkupKey(item: NavDropdown): string {
  let key = panelKeys.get(item);
  if (key === undefined) {
    key = `nav-panel-links:${JSON.stringify(item)}`;
    panelKeys.set(item, key);
  }
  return key;
}

function DropdownItem({
  item,
  panels,
  open,
  onToggle,
  onPointerEnter,
  onPointerLeave,
  onFocusLeave,
}: {
  item: NavDropdown;
  panels: Panels | null;
  open: boolean;
  onToggle: () => void;
  onPointerEnter: (e: React.PointerEvent) => void;
  onPointerLeave: (e: React.PointerEvent) => void;
  onFocusLeave: () => void;
}) {
  const panelId = navPanelId(item.id);
  return (
    <li
      className="main-nav-item"
      data-open={open || undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(e) => focusLeaves(e) && onFocusLeave()}
    >
      <button
        type="button"
        id={navTriggerId(item.id)}
        className="main-nav-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span>{item.label}</span>
        <ChevronDownIcon size={14} />
      </button>
      <StaticIsland
        name={panelId}
        id={panelId}
        className="nav-panel"
        hidden={!open}
        live={panels && <panels.DropdownPanel item={item} />}
        // The server renders a panel's HTML once per content (server-markup.ts).
        markupKey={import.meta.env.SSR ? panelMarkupKey(item) : undefined}
      >
        {import.meta.env.SSR && <NavPanelLinks item={item} />}
      </StaticIsland>
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
