// The slim demo-mode line above every page: with NOTIFY_TRANSPORT=dev nothing is really sent, so a
// newcomer is told where the codes and mails are; a public demo (DEMO_MODE=true) with real mail keeps
// the line, since its card payments may still be the local test double's.
// Server markup only (a static island): it never changes while the shopper browses.
import { IslandLink } from './island-link';
import { StaticIsland } from './static-island';

export function DemoNotice({ demo, outbox }: { demo: boolean; outbox: boolean }) {
  if (!demo) return null;
  return (
    <StaticIsland name="demo-notice" as="section" className="demo-notice" aria-label="Demo mode">
      {import.meta.env.SSR && (
        <p className="container demo-notice-inner">
          {outbox ? (
            <>
              Demo store: mails and SMS stay on this machine.{' '}
              <IslandLink to="/dev/outbox">Read them in the outbox</IslandLink>
            </>
          ) : (
            'Demo store: nothing bought here is real.'
          )}
        </p>
      )}
    </StaticIsland>
  );
}
