// The HTML shell and the common layout every page sits in (docs/spec.md#second-2 "Common layout").
import { lazy, Suspense, type ComponentType } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import { SiteFooter } from './components/layout/site-footer';
import { SiteHeader } from './components/layout/site-header';
import type { AccountUser } from './components/layout/account-menu';
import { MainContent } from './components/layout/main-content';
import { VisitLogger as ServerVisitLogger } from './components/layout/visit-logger';
import { NotFound as ServerNotFound } from './components/layout/not-found';
import { TopBar } from './components/layout/top-bar';
import { PromiseStrip } from './components/layout/promise-strip';
import { CookieNotice } from './components/layout/cookie-notice';
import { DemoNotice } from './components/layout/demo-notice';
import { ScrollTop as ServerScrollTop } from './components/layout/scroll-top';
import { MobileBar } from './components/layout/mobile-bar';
import { ChatLauncher } from './components/chat/chat-launcher';
import { Toaster } from './components/ui/toaster';
import { WebFontsLink } from './components/layout/web-fonts-link';
import { IconSprite } from './components/ui/icons';
import { THEME_BOOT_SCRIPT } from './lib/site';
import { navigationFor, type NavItem } from './lib/navigation';
import { fromJsonText, jsonTextOf } from './lib/json-text';
import type { StoreContacts } from './lib/contacts';
import { jsonLdText, organizationJsonLd } from '../domain/seo/organization-json-ld';
import './styles/app.css';
import './styles/layout.css';
// The not-found page's few rules load with the layout's, so a 404 rendered by the server is styled
// before its lazily loaded code arrives (components/layout/not-found.tsx).
import './styles/not-found.css';

// The back-to-top button is hidden until the page is scrolled 600 px: the server renders it, and
// the browser keeps that HTML and hydrates it when its small chunk arrives, just after the rest of
// the page (its first scroll check runs then, so a page scrolled meanwhile shows it at once).
const ScrollTop = import.meta.env.SSR
  ? ServerScrollTop
  : lazy(() => import('./components/layout/scroll-top').then((m) => ({ default: m.ScrollTop })));
// The same for the visit log, which renders nothing and sends the first page's log after the load
// event anyway: a small chunk of its own, which every page's first load no longer carries. (The
// toasts' region stays: the toast store would go with it into its chunk, which the pages that raise
// toasts would then load first.)
const VisitLogger = import.meta.env.SSR
  ? ServerVisitLogger
  : lazy(() => import('./components/layout/visit-logger').then((m) => ({ default: m.VisitLogger })));

// No font preloads: on a slow link they shared the bandwidth with the page's largest picture. Text
// is set first in local faces of the web faces' widths (styles/fonts-fallback.css), so the swap when
// Mulish and Cormorant arrive moves nothing (docs/decisions/2026-11-30-lcp-fallback-faces.md).
export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ context }: Route.LoaderArgs) {
  const { services, nonce } = context;
  const [categories, frame] = await Promise.all([services.catalog.listCategories(), services.merch.shopFrame()]);
  // The session arrives with the accounts issue; until then every visitor is a guest.
  const user: AccountUser | null = null;
  const { env } = services;
  const contacts: StoreContacts = { whatsapp: env.STORE_WHATSAPP, phone: env.STORE_PHONE, email: env.STORE_EMAIL };
  return {
    // One JSON text, not 300 values for React Router to encode on every page (lib/json-text.ts).
    navigation: jsonTextOf(navigationFor(categories, frame.menu, contacts)),
    /** The top bar's promotional message (the back office's; null: hidden). */
    promo: frame.strip,
    contacts,
    user,
    // PUBLIC_URL or this server's own address, never the request's Host header (server/public-origin.ts).
    origin: services.origin,
    nonce,
    /** NOTIFY_TRANSPORT=dev or DEMO_MODE=true: every page says it is a demo (and links to the outbox when there is one). */
    demo: services.notifications.devOutbox || env.DEMO_MODE,
    outbox: services.notifications.devOutbox,
  };
}

// The navigation and origin do not change while a shopper moves between pages.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

const NO_NAVIGATION: readonly NavItem[] = [];

/** The back office (/admin) has its own compact frame (app/components/admin/), none of the shop's chrome. */
const isBackOffice = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * A page with a header of its own (the checkout's: `handle.header` in routes/checkout.tsx) shows it in
 * place of the shop's. The header's code then comes with that page's route instead of the root chunk
 * every page loads first, and it is at hand whenever the page renders, first visit or click.
 */
function useOwnHeader(): ComponentType | undefined {
  for (const match of useMatches()) {
    const header = (match.handle as { header?: ComponentType } | undefined)?.header;
    if (header) return header;
  }
  return undefined;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = data?.nonce;
  const { pathname } = useLocation();
  const OwnHeader = useOwnHeader();
  if (isBackOffice(pathname)) {
    return (
      <html lang="en-IN" data-theme="light" suppressHydrationWarning>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex, nofollow" />
          <Meta />
          <Links />
          <WebFontsLink afterPaint={nonce === undefined} />
        </head>
        <body className="admin-body">
          {children}
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
        </body>
      </html>
    );
  }
  // The checkout is a focused page: its own header, and nothing floating over its fields and pay button.
  const checkout = pathname === '/checkout';
  return (
    // The boot script may set data-theme before React hydrates: that difference is expected.
    <html lang="en-IN" data-theme="light" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* It runs once, from the server's HTML; hydration keeps that text, so the browser build needs none. */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? THEME_BOOT_SCRIPT : '' }}
          suppressHydrationWarning
        />
        <Meta />
        {/* Every page's Organization (a route's meta() replaces its parents', so it cannot live there),
            written by the server only: hydration keeps that text, so the browser build needs none. */}
        {data ? (
          <script
            type="application/ld+json"
            nonce={nonce}
            dangerouslySetInnerHTML={{
              __html: import.meta.env.SSR
                ? jsonLdText(
                    organizationJsonLd({ origin: data.origin, phone: data.contacts.phone, email: data.contacts.email }),
                  )
                : '',
            }}
            suppressHydrationWarning
          />
        ) : null}
        <Links />
        <WebFontsLink afterPaint={nonce === undefined} />
      </head>
      <body>
        <IconSprite />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <DemoNotice demo={data?.demo ?? false} outbox={data?.outbox ?? false} />
        {OwnHeader ? (
          <OwnHeader />
        ) : (
          <>
            <TopBar />
            <SiteHeader
              navigation={data ? fromJsonText<NavItem[]>(data.navigation) : NO_NAVIGATION}
              user={data?.user ?? null}
            />
            <PromiseStrip />
          </>
        )}
        <MainContent>{children}</MainContent>
        <SiteFooter />
        {checkout ? null : (
          <Suspense fallback={null}>
            <ScrollTop />
          </Suspense>
        )}
        <CookieNotice />
        {checkout ? null : <ChatLauncher />}
        <Toaster />
        {checkout ? null : <MobileBar user={data?.user ?? null} />}
        <Suspense fallback={null}>
          <VisitLogger />
        </Suspense>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// The not-found message is rare in the root boundary (the catch-all route has its own): its code
// reaches the browser only when it is shown. The server renders it at once, inside the same
// Suspense boundary the browser hydrates it in once the chunk is there.
const NotFound = import.meta.env.SSR
  ? ServerNotFound
  : lazy(() => import('./components/layout/not-found').then((m) => ({ default: m.NotFound })));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  }
  return (
    <section className="page-message container">
      <h1 className="display">Something went wrong</h1>
      <p>We could not show this page just now. Please try again in a moment.</p>
      <p>
        <a className="button" href="/">
          Back to the home page
        </a>
      </p>
    </section>
  );
}
