// The back office's coupons (docs/api.md#back-office): list and find them (the offers' vouchers too),
// create one, change its terms, stop and start it, read it with its uses and the discount it gave.
// Every change is audited with before and after in its own transaction, under the coupon's row lock:
// a checkout holding a use waits for it, and the database's CHECKs keep the counts within the limits.
import { ok, refusalOf, type Outcome } from '../../domain/api/outcome.ts';
import { couponStatus, couponWindow, indiaDayOf, limitProblems } from '../../domain/coupons/coupon-rules.ts';
import { COUPON_DESK_REASONS, type CouponDeskReason } from '../../domain/coupons/desk-reasons.ts';
import { withdrawalLabel } from '../../domain/coupons/voucher-withdrawal.ts';
import {
  COUPON_DESK_PAGE_SIZE,
  type CouponActBody,
  type CouponAnswer,
  type CouponCreateBody,
  type CouponListAnswer,
  type CouponListQuery,
  type CouponSummary,
  type CouponTermsBody,
} from '../../domain/coupons/desk-schemas.ts';
import { recordAudit } from '../audit/audit.ts';
import type { CouponQueries, CouponRepo, CouponWrite, DeskCouponRow } from './coupons.repo.ts';

type Staff = { id: number };
type DeskOutcome = Outcome<CouponAnswer, CouponDeskReason>;

const refusal = (reason: CouponDeskReason, fields?: Record<string, string>) =>
  refusalOf(COUPON_DESK_REASONS, reason, fields ? { fields } : {});

/** The columns a body's terms set (the code and the counts are not terms). */
function termsRow(t: CouponTermsBody): Omit<CouponWrite, 'code'> {
  const { startsAt, endsAt } = couponWindow(t);
  return {
    label: t.label,
    description: t.description,
    kind: t.kind,
    value: t.value,
    maxDiscount: t.kind === 'PERCENTAGE' ? t.max_discount : null,
    minSubtotal: t.min_subtotal,
    startsAt,
    endsAt,
    totalLimit: t.total_limit,
    perCustomerLimit: t.per_customer_limit,
    categories: [...new Set(t.categories)],
    listed: t.listed,
  };
}

/** A coupon's terms by the API's names: what the desk's list shows and the audit keeps. */
const termsOf = (c: DeskCouponRow) => ({
  label: c.label,
  kind: c.kind,
  value: c.value,
  max_discount: c.maxDiscount,
  min_subtotal: c.minSubtotal,
  starts_at: c.startsAt?.toISOString() ?? null,
  ends_at: c.endsAt?.toISOString() ?? null,
  total_limit: c.totalLimit,
  per_customer_limit: c.perCustomerLimit,
  categories: c.categories,
  listed: c.listed,
});

/** A coupon's terms as the audit keeps them, before and after a change. */
const auditTerms = (c: DeskCouponRow) => ({ ...termsOf(c), description: c.description, active: c.active });

export function createCouponDeskService(deps: { repo: CouponRepo; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  const summary = (c: DeskCouponRow): CouponSummary => ({
    code: c.code,
    ...termsOf(c),
    used: c.usedCount,
    held: c.heldCount,
    discount_given: c.given,
    status: couponStatus(c, now()),
    offer: c.offer ?? null,
    withdrawal:
      c.withdrawnAt && c.withdrawalCause && c.withdrawalOutcome
        ? {
            outcome: c.withdrawalOutcome,
            cause: c.withdrawalCause,
            at: c.withdrawnAt.toISOString(),
            label: withdrawalLabel(c.withdrawalCause, c.withdrawalOutcome),
          }
        : null,
  });

  async function view(q: CouponQueries, code: string): Promise<DeskOutcome> {
    const c = await q.get(code);
    if (!c) return refusal('COUPON_NOT_FOUND');
    const uses = await q.uses(code);
    return ok({
      success: true,
      coupon: {
        ...summary(c),
        description: c.description,
        starts_on: c.startsAt ? indiaDayOf(c.startsAt) : null,
        ends_on: c.endsAt ? indiaDayOf(c.endsAt, { end: true }) : null,
        voucher: c.customerKey ? { customer: await q.customerLabel(c.customerKey), order_id: c.sourceOrderId } : null,
        // A withdrawn voucher is done with: nothing to edit, stop or start.
        acts: c.withdrawnAt
          ? []
          : [...(c.offer ? [] : (['edit'] as const)), c.active ? ('stop' as const) : ('start' as const)],
        created_at: c.createdAt.toISOString(),
      },
      uses: uses.map((u) => ({
        order_id: u.orderId,
        customer: `${[u.firstName, u.lastName].filter(Boolean).join(' ')} <${u.email}>`,
        at: u.at.toISOString(),
        state: u.state,
        discount: u.discount,
      })),
    });
  }

  /** Categories that do not exist, as the refusal naming them; null when all do. */
  async function categoryProblem(q: CouponQueries, slugs: readonly string[]) {
    const unknown = await q.unknownCategories(slugs);
    return unknown.length === 0
      ? null
      : refusal('UNKNOWN_CATEGORY', { categories: `not a category: ${unknown.join(', ')}` });
  }

  return {
    async list(query: CouponListQuery): Promise<CouponListAnswer> {
      const found = await repo.list({
        q: query.q ?? null,
        status: query.status ?? null,
        type: query.type ?? null,
        limit: COUPON_DESK_PAGE_SIZE,
        offset: (query.page - 1) * COUPON_DESK_PAGE_SIZE,
      });
      return {
        success: true,
        coupons: found.coupons.map(summary),
        total: found.total,
        page: query.page,
        per_page: COUPON_DESK_PAGE_SIZE,
      };
    },

    get: (code: string) => view(repo, code),

    async categories() {
      return { success: true as const, categories: await repo.categories() };
    },

    async create(body: CouponCreateBody, staff: Staff): Promise<DeskOutcome> {
      const refused = await repo.inTransaction(async (q, tx) => {
        const bad = await categoryProblem(q, body.categories);
        if (bad) return bad;
        const row = { code: body.code, ...termsRow(body) };
        if (!(await q.insert(row))) return refusal('CODE_TAKEN', { code: 'a coupon with this code exists already' });
        const created = (await q.get(body.code))!;
        await recordAudit(tx, {
          staffId: staff.id,
          action: 'coupon.created',
          entity: 'coupon',
          entityId: body.code,
          before: null,
          after: auditTerms(created),
        });
        return null;
      });
      return refused ?? view(repo, body.code);
    },

    /** Edit its terms, stop it or start it: under its row lock, audited in the same transaction. */
    async act(code: string, body: CouponActBody, staff: Staff): Promise<DeskOutcome> {
      const refused = await repo.inTransaction(async (q, tx) => {
        const before = await q.get(code, true);
        if (!before) return refusal('COUPON_NOT_FOUND');
        if (body.action === 'stop' || body.action === 'start') {
          const stopping = body.action === 'stop';
          if (!stopping && before.withdrawnAt) return refusal('VOUCHER_WITHDRAWN');
          if (stopping && !before.active) return refusal('ALREADY_STOPPED');
          if (!stopping && before.active) return refusal('ALREADY_STARTED');
          await q.setActive(code, !stopping);
        } else {
          if (before.offer) return refusal('VOUCHER_TERMS_FIXED');
          const bad = await categoryProblem(q, body.categories);
          if (bad) return bad;
          const tooLow = limitProblems(body, await q.useCounts(code));
          if (Object.keys(tooLow).length > 0) return refusal('LIMIT_BELOW_USES', tooLow);
          await q.update(code, termsRow(body));
        }
        const after = (await q.get(code))!;
        await recordAudit(tx, {
          staffId: staff.id,
          action:
            body.action === 'edit' ? 'coupon.edited' : body.action === 'stop' ? 'coupon.stopped' : 'coupon.started',
          entity: 'coupon',
          entityId: code,
          before: auditTerms(before),
          after: auditTerms(after),
        });
        return null;
      });
      return refused ?? view(repo, code);
    },
  };
}
export type CouponDeskService = ReturnType<typeof createCouponDeskService>;
