// The floating chat button on every page (docs/spec.md#second-2 "Chat request panel"): tiny and rendered by
// the server; the panel's code and styles load only when it is pressed (first-load budget). Once
// loaded, the panel stays mounted so that closing it by the overlay or Escape keeps what was typed.
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { ChatIcon } from '../ui/icons';
import '../../styles/chat.css';

const ChatPanel = lazy(() => import('./chat-panel').then((m) => ({ default: m.ChatPanel })));

export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
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
