// Passwords travel base64 of their UTF-8 bytes (docs/spec.md#first-5, docs/api.md#transport). The browser's
// btoa takes Latin-1 only, so the UTF-8 bytes are spelled out first (a '₹' or 'é' would throw).
export function encodePassword(password: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(password)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
