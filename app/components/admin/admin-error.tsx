// The back office's one line for a refusal or a failure: announced (role alert), nothing when empty.
export function AdminError({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <p className="admin-error" role="alert">
      {children}
    </p>
  );
}
