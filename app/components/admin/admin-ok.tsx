// The back office's one line for a change that went through: announced (role status), nothing when empty.
export function AdminOk({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <p className="admin-ok" role="status">
      {children}
    </p>
  );
}
