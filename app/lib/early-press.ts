// Presses on a part of the page whose code is still on its way (a lazily hydrated Suspense boundary:
// the product page's slideshow and lower parts, the gift card balance check) are not lost. React drops a press on server HTML that it cannot hydrate yet, so a
// listener on the window, ahead of React's own, remembers each button or picture pressed inside
// `selector`, in order; when the part comes alive it calls `onLive`, and they are pressed again in
// the same order ("picture 2", then "View larger", opens the larger picture 2). Hydration keeps the
// server's elements, so the remembered ones are the live ones.
//
// A form inside `selector` sent before then (the pincode check's Enter or Check, the balance check's
// Send code) is not sent as a plain form, which would reload the page with its fields in the address
// (?pincode=, or a gift card's code): it is held, and sent again once the part is live. React keeps
// the text typed into the server's fields but not in its state, so a form sent again reads its fields
// from the form itself (FormData), not from state.
//
// With `choices`, a tick of a checkbox or a radio button inside `selector` is held too (the listing's
// filters): React never learns of a box ticked before its code came, so the page would show a tick it
// did not apply. The tick is undone at once (the click's default is prevented) and made again, as a
// click, when the part is live, which applies it as any tick does.
//
// The listener is set when the route's module runs, not in an effect: the route module being there is
// then proof enough that no press is missed, for the shopper and for the tests alike.

/** Remembers presses and forms sent inside `selector` until the answer's `onLive` is called; safe on the server. */
export function earlyPresses(selector: string, options: { choices?: boolean } = {}): () => void {
  const choices = options.choices ? `, ${selector} input[type="checkbox"], ${selector} input[type="radio"]` : '';
  let live = false;
  let pressed: HTMLElement[] = [];
  let sent: HTMLFormElement[] = [];
  if (typeof window !== 'undefined') {
    window.addEventListener(
      'submit',
      (e) => {
        if (live || !(e.target instanceof HTMLFormElement) || !e.target.matches(`${selector} form, form${selector}`))
          return;
        e.preventDefault();
        // A press on a submit button is remembered as the form's sending, not twice.
        pressed = pressed.filter((el) => el.closest('form') !== e.target);
        if (!sent.includes(e.target)) sent.push(e.target);
      },
      true,
    );
    window.addEventListener(
      'click',
      (e) => {
        if (live || !e.isTrusted) return;
        const hit =
          e.target instanceof Element
            ? e.target.closest<HTMLElement>(`${selector} button, ${selector} img${choices}`)
            : null;
        if (!hit) return;
        if (hit instanceof HTMLInputElement) e.preventDefault();
        pressed.push(hit);
      },
      true,
    );
  }
  return () => {
    if (live) return;
    live = true;
    const replay = pressed;
    const forms = sent;
    pressed = [];
    sent = [];
    for (const el of replay) if (el.isConnected) el.click();
    for (const form of forms) if (form.isConnected) form.requestSubmit();
  };
}
