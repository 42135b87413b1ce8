// A link in an island's server-only markup (static-island.tsx): the markup <Link> renders (its
// data-discover lets the router fetch the route's manifest ahead of a click) without <Link>'s work
// on the server, where a page renders a hundred or more of them. In the browser the island's click
// handler sends it through the router.
import type { ReactNode } from 'react';

export function IslandLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  prefetch?: 'intent';
}) {
  return (
    <a className={className} href={to} data-discover="true">
      {children}
    </a>
  );
}
