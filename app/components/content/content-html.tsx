// A content page's HTML, rendered on the server from our Markdown (server/content/markdown.ts: raw HTML
// in a file is escaped, unsafe link schemes refused). A press on a link inside the store is a
// client-side navigation like any <Link>, rather than a whole new page load.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

export function ContentHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || link.target || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    // A jump within this page stays the browser's own.
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  }
  // The handler only refines links the HTML already has; keyboard users follow the same <a> elements.
  return <div className={className ? `prose ${className}` : 'prose'} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
