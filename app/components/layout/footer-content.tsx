// The footer's content, rendered on the server only (site-footer.tsx). On small screens the link
// sections are an exclusive accordion (<details name="footer">: opening one closes the other); from
// 768 px the CSS shows every section's content and the summary is a title.
import { IslandLink } from './island-link';
import { NewsletterForm } from './newsletter-form';
import { STORE_NAME, STORE_TAGLINE } from '../../lib/site';

const SECTIONS: { title: string; links: { to: string; label: string }[] }[] = [
  {
    title: 'Shop',
    links: [
      { to: '/jewellery', label: 'All jewellery' },
      { to: '/trending', label: 'Trending' },
      { to: '/gifts', label: 'Gift cards' },
      { to: '/occasion/try@home', label: 'Try at home' },
      { to: '/custom-design-request', label: 'Custom design' },
      { to: '/savings-plan', label: 'Savings plan' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: '/customer-service', label: 'Customer service' },
      { to: '/sales/guest/form', label: 'Track your order' },
      { to: '/faq', label: 'FAQ' },
      { to: '/blog', label: 'Blog' },
      { to: '/locations', label: 'Store locator' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { to: '/shipping-policy', label: 'Shipping' },
      { to: '/return-policy', label: 'Returns' },
      { to: '/cash-on-delivery-policy', label: 'Cash on delivery' },
      { to: '/privacy-policy', label: 'Privacy' },
    ],
  },
];

export function FooterContent() {
  return (
    <>
      <div className="container footer-grid">
        <div className="footer-brand">
          <p className="wordmark">{STORE_NAME}</p>
          <p className="muted">{STORE_TAGLINE}</p>
        </div>
        {SECTIONS.map((s) => (
          <details key={s.title} name="footer" className="footer-section">
            <summary>
              <h2 className="footer-title">{s.title}</h2>
            </summary>
            <nav aria-label={s.title}>
              <ul>
                {s.links.map((l) => (
                  <li key={l.to}>
                    <IslandLink to={l.to}>{l.label}</IslandLink>
                  </li>
                ))}
              </ul>
            </nav>
          </details>
        ))}
        <NewsletterForm />
      </div>
      <p className="container copyright">{`© ${new Date().getFullYear()} ${STORE_NAME}. All rights reserved.`}</p>
    </>
  );
}
