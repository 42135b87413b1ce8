// The desktop main navigation (shared/spec: checkout §2 "Common layout"): dropdowns, plain links with
// an optional ribbon, and external anchors, from the configuration the root loader built. A dropdown
// is a disclosure (a button with aria-expanded controlling its panel): it opens on hover and on
// click, Enter or Space; Escape closes it and gives focus back to its button; Tab moves through and
// out of it without being held. One panel is open at a time, and any navigation closes it.
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { NavDropdown, NavExternal, NavItem, NavPlainLink } from '../../lib/navigation';
import { ChevronDownIcon, ExternalIcon } from '../ui/icons';
import { focusLeaves, useDismiss } from '../ui/use-dismiss';
import { NavRibbon } from './nav-ribbon';

/** Pointer intent: a panel opens after a short rest on its item and survives a brief slip off it. */
const HOVER_OPEN_MS = 80;
const HOVER_CLOSE_MS = 160;

type Opened = { id: string; by: 'hover' | 'click' } | null;

export const navPanelId = (id: string) => `nav-panel-${id}`;
const navTriggerId = (id: string) => `nav-trigger-${id}`;

export function MainNav({ items }: { items: readonly NavItem[] }) {
  const [opened, setOpened] = useState<Opened>(null);
  const navRef = useRef<HTMLElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  const { pathname, search } = useLocation();

  useEffect(() => setOpened(null), [pathname, search]);
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

  return (
    <nav className="main-nav" aria-label="Main" ref={navRef}>
      <ul className="container main-nav-list">
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
    </nav>
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
  return (
    <li className="main-nav-item" data-open={open || undefined} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onBlur={(e) => focusLeaves(e) && onFocusLeave()}>
      <button type="button" id={navTriggerId(item.id)} className="main-nav-trigger" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
        <span>{item.label}</span>
        <ChevronDownIcon size={14} />
      </button>
      <div id={panelId} className="nav-panel" hidden={!open}>
        <DropdownPanel item={item} />
      </div>
    </li>
  );
}

/** The columns and the picture; the side menu shows the same columns inside its accordions. */
export function DropdownPanel({ item }: { item: NavDropdown }) {
  let headingId = '';
  return (
    <div className="container nav-panel-inner">
      <div className="nav-columns" style={{ '--nav-columns': item.columns.length } as React.CSSProperties}>
        {item.columns.map((column, i) => {
          // A column split from a long one has no heading of its own: it belongs to the one before.
          if (column.heading) headingId = `${item.id}-col-${i}`;
          return (
            <div key={i} className="nav-column">
              {column.heading ? (
                <p id={headingId} className="nav-heading">
                  {column.heading}
                </p>
              ) : (
                <p className="nav-heading" aria-hidden="true">
                  {'\u00a0'}
                </p>
              )}
              <ul aria-labelledby={headingId || undefined}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className="nav-panel-link" prefetch="intent">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      {item.image && (
        <Link to={item.image.href} className="nav-feature">
          <img src={item.image.src} alt={item.image.alt} width={item.image.width} height={item.image.height} loading="lazy" decoding="async" />
          <span>{item.image.caption}</span>
        </Link>
      )}
    </div>
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
