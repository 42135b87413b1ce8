// The hidden human check before a form is sent (docs/spec.md#second-4: "A hidden captcha check runs, then the
// order is generated"): the store's own ALTCHA proof of work (server/captcha), solved in the browser
// with Web Crypto. altcha-lib arrives only when a form is sent, so no page's first load carries it.
// The answer is what the server's verifier reads: base64 of JSON { challenge, solution }.

/** A solved challenge for the next call that asks for one, or null when the store cannot be reached. */
export async function solveCaptcha(): Promise<string | null> {
  let challenge: unknown;
  try {
    const res = await fetch('/api/captcha/challenge', {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      credentials: 'same-origin',
    });
    if (!res.ok) return null;
    challenge = await res.json();
  } catch {
    return null;
  }
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const solution = await solveChallenge({
    challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'],
    deriveKey,
  });
  if (!solution) return null;
  return btoa(JSON.stringify({ challenge, solution }));
}
