// The top bar above the header (docs/spec.md#second-2 "Common layout"): store locator, order tracking,
// WhatsApp and the configurable promotional message with its link. A named region, so the promotion
// is inside a landmark like the rest of the page. Static markup: see static-island.tsx.
import { IslandLink } from './island-link';
import { ChatIcon, PinIcon, TruckIcon } from '../ui/icons';
import { PROMO } from '../../lib/site';
import { useStoreContacts, whatsappUrl } from '../../lib/contacts';
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
  return (
    <div className="container top-bar-inner">
      {PROMO && (
        <p className="top-bar-promo">
          {`${PROMO.text} `}
          <IslandLink to={PROMO.to} className="top-bar-promo-link">
            {PROMO.linkText}
          </IslandLink>
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
