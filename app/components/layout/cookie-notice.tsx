// The cookie notice (spec: "auto-hides after 6 seconds or on 'I Understood' (remembered in local
// storage)"). The server cannot know the stored dismissal, so it renders the notice hidden; once
// hydrated the client shows it unless dismissed before. It is fixed at the bottom, so showing it
// never shifts the page. Its words are a static island (static-island.tsx): the browser keeps the
// server's HTML, the privacy link goes through the router, and the button's press is delegated here.
import { useEffect, useState, type MouseEvent } from 'react';
import { COOKIE_NOTICE_MS, COOKIE_NOTICE_STORAGE_KEY } from '../../lib/site';
import { IslandLink } from './island-link';
import { StaticIsland } from './static-island';

function wasDismissed() {
  try {
    return localStorage.getItem(COOKIE_NOTICE_STORAGE_KEY) === 'dismissed';
  } catch {
    return false;
  }
}

function remember() {
  try {
    localStorage.setItem(COOKIE_NOTICE_STORAGE_KEY, 'dismissed');
  } catch {
    // Storage refused: the notice simply comes back on the next visit.
  }
}

export function CookieNotice() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (wasDismissed()) return;
    setOpen(true);
    // Hiding by itself is not the shopper's answer: only 'I Understood' is remembered.
    const timer = window.setTimeout(() => setOpen(false), COOKIE_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  function onClick(event: MouseEvent<HTMLElement>) {
    if (!(event.target instanceof Element) || !event.target.closest('button')) return;
    remember();
    setOpen(false);
  }

  return (
    <StaticIsland
      name="cookie-notice"
      as="section"
      className="cookie-notice"
      aria-label="Cookie notice"
      hidden={!open}
      onClick={onClick}
    >
      {import.meta.env.SSR && <CookieText />}
    </StaticIsland>
  );
}

function CookieText() {
  return (
    <>
      <p>
        We use cookies to keep your cart, remember your preferences and understand how our store is used.{' '}
        <IslandLink to="/privacy-policy">Privacy policy</IslandLink>
      </p>
      <button type="button" className="button">
        I Understood
      </button>
    </>
  );
}
