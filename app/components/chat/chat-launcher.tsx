// The floating chat button on every page (docs/spec.md#second-2 "Chat request panel"): tiny and rendered by
// the server; the panel's code and styles load only when it is pressed (first-load budget). Once
// loaded, the panel stays mounted so that closing it by the overlay or Escape keeps what was typed.
// Under 768 px the button does not float (the bottom bar's WhatsApp item is there, and a float would
// cover the page's fields and prices): the side menu opens the panel by CHAT_REQUEST_EVENT instead.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ChatIcon } from '../ui/icons';
import { CHAT_REQUEST_EVENT } from '../../lib/chat-request';
import '../../styles/chat.css';

const ChatPanel = lazy(() => import('./chat-panel').then((m) => ({ default: m.ChatPanel })));

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Where the focus goes back to on closing: the button, or what opened the panel while it is hidden.
  const opener = useRef<HTMLElement | null>(null);
  const close = useCallback(() => {
    setOpen(false);
    const back = opener.current?.isConnected && opener.current.checkVisibility() ? opener.current : button.current;
    back?.focus();
  }, []);

  useEffect(() => {
    const openFromElsewhere = () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setLoaded(true);
      setOpen(true);
    };
    window.addEventListener(CHAT_REQUEST_EVENT, openFromElsewhere);
    return () => window.removeEventListener(CHAT_REQUEST_EVENT, openFromElsewhere);
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="chat-launcher"
        aria-label="Chat with us on WhatsApp"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          opener.current = null;
          setLoaded(true);
          setOpen((o) => !o);
        }}
      >
        <ChatIcon size={22} />
        <span className="chat-launcher-label">Chat with us</span>
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
