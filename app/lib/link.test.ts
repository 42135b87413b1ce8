// The server's Link (issue 25, render cost): for every `to` it writes itself, exactly the markup of
// React Router's <Link>, or the browser's hydration would not match it; anything else is left to <Link>.
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Link as RouterLink,
  MemoryRouter,
  NavLink as RouterNavLink,
  StaticRouterProvider,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { plainHref, ServerLink, ServerNavLink } from './link';

const inRouter = (node: ReactNode, at = '/jewellery/rings') =>
  renderToString(h(MemoryRouter, { initialEntries: [at] }, node));

describe('plainHref', () => {
  it.for<[LinkProps['to'], string | null]>([
    ['/', '/'],
    ['/jewellery/rings', '/jewellery/rings'],
    ['/jewellery/', '/jewellery/'],
    ['/jewellery?color=rose-gold&price_max=25000', '/jewellery?color=rose-gold&price_max=25000'],
    ['/tara-drop?variant_id=SVR-ER-01277-RG', '/tara-drop?variant_id=SVR-ER-01277-RG'],
    ['/r%C3%A9ka?variant_id=A%20B&x=1', '/r%C3%A9ka?variant_id=A%20B&x=1'],
    ['/ring-size-guide#chart', '/ring-size-guide#chart'],
    ['/a?b=1#c', '/a?b=1#c'],
    ['/a?next=/b//c', '/a?next=/b//c'],
    ['/a#x/../y', '/a#x/../y'],
    ['/a?', null],
    ['/a#', null],
    ['/a?#x', null],
    ['//example.com/a', null],
    ['/a//b', null],
    ['/a/./b', null],
    ['/a/../b', null],
    ['/a/..', null],
    ['/.well-known', null],
    ['/a\\b', null],
    ['jewellery', null],
    ['./a', null],
    ['../a', null],
    ['', null],
    ['https://example.com/a', null],
    ['mailto:care@example.com', null],
    [{ pathname: '/a', search: '?b=1' }, null],
  ])('%j gives %j', ([to, href]) => {
    expect(plainHref(to)).toBe(href);
  });
});

describe('the server link', () => {
  const tos = [
    '/',
    '/jewellery/rings',
    '/jewellery/',
    '/jewellery?color=rose-gold&price_max=25000',
    '/r%C3%A9ka?variant_id=A%20B&x=1',
    '/ring-size-guide#chart',
    '/a?next=/b//c',
    '/ring size?q=a b',
    '/अंगूठी/रिंग',
    '/jewellery?query=<ring>&x="1"',
    // Left to <Link>: the same markup, by another way.
    '/a?',
    '/a//b',
    '/a/../b',
    'earrings',
    '../earrings',
    'https://example.com/a',
    { pathname: '/a', search: '?b=1', hash: '#c' },
  ];
  const extras: Partial<LinkProps>[] = [
    {},
    { className: 'button', prefetch: 'intent' },
    { prefetch: 'viewport', 'aria-current': 'page', title: 'A & "B"' },
    { target: '_blank', rel: 'noopener', className: 'x' },
    { discover: 'none', reloadDocument: true },
    { replace: true, state: { from: 1 }, preventScrollReset: true, viewTransition: true },
    { onClick: () => undefined, onMouseEnter: () => undefined, id: 'l', style: { color: 'red' } },
  ];
  for (const to of tos)
    for (const extra of extras)
      it(`is <Link>'s markup for ${JSON.stringify(to)} with ${Object.keys(extra).join(', ') || 'nothing else'}`, () => {
        const props = { to, ...extra } as LinkProps;
        const link = inRouter(h(RouterLink, props, 'Rings ', h('span', null, '›')));
        expect(inRouter(h(ServerLink, props, 'Rings ', h('span', null, '›')))).toBe(link);
      });

  it('is <Link> itself for a prefetch that renders links and for a mask', () => {
    for (const props of [
      { to: '/jewellery', prefetch: 'render' },
      { to: '/jewellery', mask: '/other' },
    ] as LinkProps[]) {
      expect(inRouter(h(ServerLink, props, 'x'))).toBe(inRouter(h(RouterLink, props, 'x')));
    }
  });
});

/** The node rendered as the server renders a page: a static data router over the request's URL. */
async function onServer(node: ReactNode, at: string): Promise<string> {
  const handler = createStaticHandler([{ path: '*', Component: () => node }]);
  const context = await handler.query(new Request(`http://localhost${at}`));
  if (context instanceof Response) throw new Error('no page');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(h(StaticRouterProvider, { router, context, hydrate: false }));
}

describe('the server nav link', () => {
  const tos = [
    '/',
    '/jewellery',
    '/jewellery/',
    '/Jewellery/Rings',
    '/jewellery/rings?color=rose-gold#top',
    '/dashboard',
    // Left to <NavLink>: the same markup, by another way.
    '/ring size',
    '/अंगूठी',
    '/a//b',
    'rings',
    { pathname: '/jewellery' },
  ];
  const locations = [
    '/',
    '/jewellery',
    '/jewellery/',
    '/jewellery/rings',
    '/JEWELLERY/rings',
    '/jewellery-sets',
    '/login',
  ];
  const extras: Partial<NavLinkProps>[] = [
    {},
    { end: true },
    { caseSensitive: true },
    { className: 'main-nav-link', prefetch: 'intent' },
    { 'aria-current': 'location', title: 'Rings & "more"' },
    {
      className: ({ isActive }) => (isActive ? 'on' : 'off'),
      style: ({ isActive }) => ({ fontWeight: isActive ? 700 : 400 }),
    },
    { style: { color: 'red' }, end: true, caseSensitive: true },
  ];
  for (const at of locations)
    for (const to of tos)
      it(`is <NavLink>'s markup for ${JSON.stringify(to)} at ${at}`, async () => {
        for (const extra of extras) {
          const props = { to, ...extra } as NavLinkProps;
          const navLink = await onServer(h(RouterNavLink, props, 'Rings'), at);
          expect(await onServer(h(ServerNavLink, props, 'Rings'), at)).toBe(navLink);
          expect(inRouter(h(ServerNavLink, props, 'Rings'), at)).toBe(inRouter(h(RouterNavLink, props, 'Rings'), at));
        }
      });

  it('gives children written as a function what <NavLink> gives them', async () => {
    const props: NavLinkProps = { to: '/jewellery', children: ({ isActive }) => (isActive ? 'here' : 'there') };
    for (const at of ['/jewellery', '/login'])
      expect(await onServer(h(ServerNavLink, props), at)).toBe(await onServer(h(RouterNavLink, props), at));
  });
});
