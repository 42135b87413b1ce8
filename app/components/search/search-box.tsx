// The header search box (docs/spec.md#first-2 "Header": 128 characters at most, placeholder
// 'Find the best for you...'). This file is the part every page loads: the form and its input. The
// combobox that turns typing into the spec's dropdown (search-combobox.tsx: the state machine, the
// request, the results) arrives when the shopper first comes near the box: pointer over it, focus,
// or typing. Until then the box is a plain search form: Enter opens the listing searched by the text.
//
// The input stays this file's element for the page's life: the combobox drives it through the
// handlers it registers and the ARIA state it reports, so focus, the caret and what was typed
// before the code arrived all survive its arrival (a phone's keyboard stays up).
import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { listingSearchHref, pageSearchText } from '../../../domain/search-box/search-text';
import { SEARCH_MAX_LENGTH, SEARCH_PLACEHOLDER } from '../../lib/site';
import { SearchIcon } from '../ui/icons';

export const SEARCH_INPUT_ID = 'site-search';
const SEARCH_POPUP_ID = 'site-search-popup';

/** What the combobox tells the input to say to assistive technology. */
export interface ComboboxAria {
  expanded: boolean;
  controls: string;
  activeDescendant: string | undefined;
}

/** What the combobox does with the input's and the form's events, once it has arrived. */
export interface ComboboxHandlers {
  input(text: string): void;
  focus(): void;
  keyDown(event: KeyboardEvent<HTMLInputElement>): void;
  submit(event: FormEvent<HTMLFormElement>): void;
  blur(event: FocusEvent<HTMLFormElement>): void;
}

export interface ComboboxProps {
  text: string;
  setText(text: string): void;
  input: RefObject<HTMLInputElement | null>;
  form: RefObject<HTMLFormElement | null>;
  popupId: string;
  /** Where the combobox puts its handlers; the box calls them from its own elements' events. */
  handlers: { current: ComboboxHandlers | null };
  onAria(aria: ComboboxAria): void;
}

type Combobox = (props: ComboboxProps) => React.ReactNode;
let loaded: Combobox | null = null;
let loading: Promise<Combobox> | null = null;
function loadCombobox(): Promise<Combobox> {
  loading ??= import('./search-combobox').then(
    (m) => (loaded = m.SearchCombobox),
    (err: unknown) => {
      loading = null; // the box stays a plain form; the next approach tries again
      throw err;
    },
  );
  return loading;
}

const CLOSED: ComboboxAria = { expanded: false, controls: SEARCH_POPUP_ID, activeDescendant: undefined };

export function SearchBox() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // A listing searched for a text shows that text in the box, from the server render on.
  const [text, setText] = useState(() => pageSearchText(pathname, search));
  const [Combobox, setCombobox] = useState<Combobox | null>(() => loaded);
  const [aria, setAria] = useState<ComboboxAria>(CLOSED);
  const handlers = useRef<ComboboxHandlers | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => setText(pageSearchText(pathname, search)), [pathname, search]);

  function wake() {
    if (!Combobox)
      loadCombobox().then(
        (c) => setCombobox(() => c),
        () => undefined,
      );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (handlers.current) return handlers.current.submit(event);
    event.preventDefault();
    inputRef.current?.blur();
    navigate(listingSearchHref(text));
  }

  return (
    <form
      ref={formRef}
      className="search-box"
      role="search"
      method="get"
      action="/jewellery"
      onSubmit={onSubmit}
      onPointerEnter={wake}
      onBlur={(e) => handlers.current?.blur(e)}
    >
      <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
        Search jewellery
      </label>
      <SearchIcon size={18} />
      <input
        ref={inputRef}
        id={SEARCH_INPUT_ID}
        type="search"
        name="query"
        placeholder={SEARCH_PLACEHOLDER}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={aria.expanded}
        aria-controls={aria.controls}
        aria-activedescendant={aria.activeDescendant}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          wake();
          handlers.current?.input(e.target.value);
        }}
        onFocus={() => {
          wake();
          handlers.current?.focus();
        }}
        onClick={() => handlers.current?.focus()}
        onKeyDown={(e) => handlers.current?.keyDown(e)}
      />
      {Combobox ? (
        <Combobox
          text={text}
          setText={setText}
          input={inputRef}
          form={formRef}
          popupId={SEARCH_POPUP_ID}
          handlers={handlers}
          onAria={setAria}
        />
      ) : (
        <div id={SEARCH_POPUP_ID} className="search-popup" hidden />
      )}
    </form>
  );
}
