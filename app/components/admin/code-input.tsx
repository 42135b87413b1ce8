// The 6-digit code staff type at sign-in and when they enrol an authenticator: digits only, and the
// browser's one-time-code autofill.
export function CodeInput({ label, autoFocus = false }: { label: string; autoFocus?: boolean }) {
  return (
    <label>
      {label}
      <input
        name="code"
        inputMode="numeric"
        pattern="[0-9]{6}"
        maxLength={6}
        autoComplete="one-time-code"
        required
        autoFocus={autoFocus}
      />
    </label>
  );
}
