// The cookie notice (spec: "auto-hides after 6 seconds or on 'I Understood' (remembered in local
// storage)"). The server cannot know the stored dismissal, so it renders the notice hidden; once
// hydrated the client shows it unless dismissed before. It is fixed at the bottom, so showing it
// never shifts the page.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { COOKIE_NOTICE_MS, COOKIE_NOTICE_STORAGE_KEY } from '../../lib/site';

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

  function dismiss() {
    remember();
    setOpen(false);
  }

  return (
    <section className="cookie-notice" aria-label="Cookie notice" hidden={!open}>
      <p>
        We use cookies to keep your cart, remember your preferences and understand how our store is used.{' '}
        <Link to="/privacy-policy">Privacy policy</Link>
      </p>
      <button type="button" className="button" onClick={dismiss}>
        I Understood
      </button>
    </section>
  );
}
