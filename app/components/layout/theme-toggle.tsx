// Light and dark theme, remembered in localStorage (spec: "Dark theme can be toggled and is
// remembered"). The boot script in root.tsx applies the stored choice before the first paint.
import { useEffect, useState } from 'react';
import { MoonIcon, SunIcon } from '../ui/icons';
import { THEME_STORAGE_KEY, type Theme } from '../../lib/site';

function currentTheme(): Theme {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

export function ThemeToggle() {
  // The server does not know the stored theme; read it once hydrated.
  const [theme, setTheme] = useState<Theme>('light');
  useEffect(() => setTheme(currentTheme()), []);

  function toggle() {
    const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
    document.documentElement.setAttribute('data-theme', next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage refused (private mode, cookies off): the choice lasts for this page only.
    }
    setTheme(next);
  }

  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      onClick={toggle}
      aria-pressed={dark}
      aria-label="Dark theme"
      title={dark ? 'Switch to light theme' : 'Switch to dark theme'}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
