// A press on a part of the page whose code is still on its way (a lazily hydrated Suspense boundary:
// the slideshow) is not lost. React drops a press on server HTML that it cannot hydrate yet, so a
// listener on the window, ahead of React's own, remembers the last button or picture pressed inside
// `selector`; when the part comes alive it calls `onLive`, and the element is pressed again. Hydration
// keeps the server's elements, so the remembered one is the live one. Only after the route itself
// has hydrated: before that every press on the page waits for the code alike.
import { useCallback, useEffect, useRef } from 'react';

export function useEarlyPress(selector: string): () => void {
  const live = useRef(false);
  const pressed = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const remember = (e: MouseEvent) => {
      const hit = e.target instanceof Element ? e.target.closest<HTMLElement>(`${selector} button, ${selector} img`) : null;
      if (hit && !live.current) pressed.current = hit;
    };
    window.addEventListener('click', remember, true);
    return () => window.removeEventListener('click', remember, true);
  }, [selector]);
  return useCallback(() => {
    live.current = true;
    const el = pressed.current;
    pressed.current = null;
    if (el?.isConnected) el.click();
  }, []);
}
