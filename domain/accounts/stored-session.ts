// The session data the device keeps after a login (docs/spec.md#first-3: user_name, user_id, user_type,
// api_token, token, email, cart_id), read back from localStorage. Checked by hand rather than with
// zod: this runs in every page's first load, where a schema library would cost more than the header.
export interface StoredSession {
  user_name: string;
  user_id: number;
  user_type: string;
  api_token: string;
  token: string;
  email: string;
  cart_id: string | null;
}

const isText = (v: unknown): v is string => typeof v === 'string';

/** The session in stored text, or null when there is none or it is not one (then it is ignored). */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  let v: Record<string, unknown>;
  try {
    v = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!v || typeof v !== 'object') return null;
  const { user_name, user_id, user_type, token, email, cart_id } = v;
  if (
    !isText(user_name) ||
    !Number.isInteger(user_id) ||
    !isText(user_type) ||
    !isText(token) ||
    token === '' ||
    !isText(email)
  )
    return null;
  return {
    user_name,
    user_id: user_id as number,
    user_type,
    api_token: token,
    token,
    email,
    cart_id: isText(cart_id) ? cart_id : null,
  };
}
