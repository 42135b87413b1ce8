// The back office's reports for a period of India's days: sales (per day, by status and payment
// mode, top pieces and categories, coupons and gift cards) and visits (by city, pages that answered
// 404). Reads only; the queries are reports.repo.ts's, the arithmetic domain/reports/'s.
import { daysIn, eachDay, type IndiaPeriod } from '../../domain/dates/india-period.ts';
import {
  TOP_CATEGORIES,
  TOP_CITIES,
  TOP_NOT_FOUND,
  TOP_PIECES,
  type SalesReport,
  type VisitsReport,
} from '../../domain/reports/report-schemas.ts';
import { salesDays, salesTotals } from '../../domain/reports/sales.ts';
import type { ReportsRepo } from './reports.repo.ts';

const periodOf = (p: IndiaPeriod) => ({ from: p.from, to: p.to, days: daysIn(p.from, p.to) });

export function createReportsService(repo: ReportsRepo) {
  return {
    async sales(p: IndiaPeriod): Promise<SalesReport> {
      const [perDay, byStatus, byPaymentMode, topPieces, topCategories, coupons, giftCards] = await Promise.all([
        repo.salesByDay(p),
        repo.byStatus(p),
        repo.byPaymentMode(p),
        repo.topPieces(p, TOP_PIECES),
        repo.topCategories(p, TOP_CATEGORIES),
        repo.coupons(p),
        repo.giftCards(p),
      ]);
      const days = salesDays(eachDay(p.from, p.to), perDay);
      return {
        success: true,
        period: periodOf(p),
        totals: salesTotals(days),
        days,
        by_status: byStatus,
        by_payment_mode: byPaymentMode,
        top_pieces: topPieces,
        top_categories: topCategories,
        coupons,
        gift_cards: giftCards,
      };
    },

    async visits(p: IndiaPeriod): Promise<VisitsReport> {
      const [visits, cities, notFound] = await Promise.all([
        repo.visits(p),
        repo.visitsByCity(p, TOP_CITIES),
        repo.notFound(p, TOP_NOT_FOUND),
      ]);
      return {
        success: true,
        period: periodOf(p),
        visits,
        cities,
        not_found: notFound.map((r) => ({ ...r, last_at: new Date(r.last_at).toISOString() })),
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
