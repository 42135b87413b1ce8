// /gifts (first spec: "buy gift cards and check a gift card balance"): a hero with three of the
// designs fanned out, every design linking to its purchase page, how the cards work, and the
// balance check. The check's code (its form, the card rules, the texts) is its own chunk: it sits
// below the fold, and the page's first load stays inside the budget (docs/design.md#performance-budgets: 120 KB gzipped).
import { lazy, Suspense } from 'react';
import type { GiftCardTemplate } from '../../../domain/giftcards/api-schemas';
import { GIFT_CARD_MAX_AMOUNT, GIFT_CARD_MIN_AMOUNT } from '../../../domain/giftcards/limits';
import { formatINR } from '../../../domain/money/inr';
import { Breadcrumb } from '../ui/breadcrumb';
import { DesignGrid } from './design-grid';
import { HowItWorks } from './how-it-works';

const BalanceCheck = lazy(() => import('./balance-check').then((m) => ({ default: m.BalanceCheck })));

interface Props {
  templates: readonly GiftCardTemplate[];
  /** Called once the balance check is hydrated: the route sends again a check sent before (early-press.ts). */
  onBalanceLive?: () => void;
}

export function GiftsPage({ templates, onBalanceLive }: Props) {
  const fanned = templates.slice(0, 3);
  return (
    <div className="container gift-page">
      <Breadcrumb
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Gift Cards', path: '/gifts' },
        ]}
      />
      <section className="gift-hero" aria-labelledby="gift-hero-title">
        <div className="gift-hero-text">
          <p className="eyebrow">Suvarna gift cards</p>
          <h1 id="gift-hero-title" className="display">
            Give the joy of choosing
          </h1>
          <p className="gift-lead">
            A gift card for any piece in the store, from {formatINR(GIFT_CARD_MIN_AMOUNT)} to{' '}
            {formatINR(GIFT_CARD_MAX_AMOUNT)}. Its code reaches the one you love by SMS in minutes, and it stays good
            for a year.
          </p>
          <p className="gift-hero-actions">
            <a className="button" href="#gift-designs-title">
              Choose a design
            </a>
            <a className="button button-quiet" href="#gift-balance-heading">
              Check your balance
            </a>
          </p>
        </div>
        {fanned.length > 0 ? (
          <div className="gift-fan" aria-hidden="true">
            {fanned.map((t) => (
              <img key={t.id} src={t.image} alt="" width={856} height={540} decoding="async" />
            ))}
          </div>
        ) : null}
      </section>

      <section className="gift-section" aria-labelledby="gift-designs-title">
        <h2 id="gift-designs-title" className="gift-section-title">
          Choose a design
        </h2>
        {templates.length > 0 ? (
          <DesignGrid templates={templates} />
        ) : (
          <p>Our gift card designs are being refreshed. Please come back in a little while.</p>
        )}
      </section>

      <HowItWorks />

      <section className="gift-section gift-balance-section" aria-labelledby="gift-balance-heading">
        <div>
          <h2 id="gift-balance-heading" className="gift-section-title">
            Check your balance
          </h2>
          <p>
            Enter the mobile number the card was sent to and its 16-character code. We text a 4-digit code to that
            mobile to show you the balance.
          </p>
        </div>
        <Suspense fallback={<div className="gift-balance gift-balance-waiting" aria-busy="true" />}>
          <BalanceCheck onLive={onBalanceLive} />
        </Suspense>
      </section>
    </div>
  );
}
