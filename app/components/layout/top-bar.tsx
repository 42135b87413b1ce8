// The top bar above the header (docs/spec.md#second-2 "Common layout"): store locator, order tracking,
// WhatsApp and the configurable promotional message with its link (the back office's merchandising
// desk keeps it: the root loader's `promo`; an https link opens in a new tab). A named region, so
// the promotion is inside a landmark like the rest of the page. Static markup: see static-island.tsx.
import { useRouteLoaderData } from 'react-router';
import { IslandLink } from './island-link';
import { ChatIcon, PinIcon, TruckIcon } from '../ui/icons';
import { useStoreContacts, whatsappUrl } from '../../lib/contacts';
import { isInternalPath } from '../../../domain/navigation/navigation';
import type { StripView } from '../../../domain/merchandising/shop-copy';
import { StaticIsland } from './static-island';

export function TopBar() {
  return (
    <StaticIsland name="top-bar" as="section" className="top-bar" aria-label="Offers and store services">
      {import.meta.env.SSR && <TopBarContent />}
    </StaticIsland>
  );
}

function TopBarContent() {
  const contacts = useStoreContacts();
  const promo = (useRouteLoaderData('root') as { promo?: StripView | null } | undefined)?.promo ?? null;
  return (
    <div className="container top-bar-inner">
      {promo && (
        <p className="top-bar-promo">
          {`${promo.text} `}
          {isInternalPath(promo.link) ? (
            <IslandLink to={promo.link} className="top-bar-promo-link">
              {promo.link_text}
            </IslandLink>
          ) : (
            <a href={promo.link} className="top-bar-promo-link" target="_blank" rel="noopener noreferrer">
              {promo.link_text}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </p>
      )}
      <nav className="top-bar-links" aria-label="Store services">
        <IslandLink to="/locations">
          <PinIcon size={16} />
          <span>Store locator</span>
        </IslandLink>
        <IslandLink to="/sales/guest/form">
          <TruckIcon size={16} />
          <span>Track order</span>
        </IslandLink>
        {contacts && (
          <a href={whatsappUrl(contacts.whatsapp)} target="_blank" rel="noopener noreferrer">
            <ChatIcon size={16} />
            <span>WhatsApp</span>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </nav>
    </div>
  );
}
