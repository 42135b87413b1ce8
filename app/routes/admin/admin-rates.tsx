// /admin/rates: today's metal rates (docs/decisions/2026-11-27-metal-rates.md). The form takes the new
// rates, the preview lists every variant's price before and after, and apply asks once more for a rate
// of zero or more than 20% from the last (the server's RATE_NEEDS_CONFIRMATION) before it applies.
// Under it, a small chart per metal of the last 90 days and the history of rates set.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { formatINR } from '../../../domain/money/inr';
import type { RateApplyAnswer, RatePreviewAnswer, RatesAnswer } from '../../../domain/rates/api-schemas';
import { RATE_CHART_DAYS, rateKeyOf } from '../../../domain/rates/metal-rates';
import { rateChartPath } from '../../../domain/rates/rate-chart';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { adminCall, problemOf } from '../../lib/admin-api';
import { AdminOk } from '../../components/admin/admin-ok';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';
import { AdminError } from '../../components/admin/admin-error';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Metal rates');

type Rate = { metal: string; purity: string; rate_per_gram: number };
type PreviewRow = RatePreviewAnswer['variants'][number];
type HistoryRow = RatesAnswer['history'][number];

const PREVIEW_COLUMNS: readonly AdminColumn<PreviewRow>[] = [
  { key: 'piece', header: 'Piece', cell: (v) => `${v.product} (${v.variant_id})` },
  { key: 'metal', header: 'Metal', cell: (v) => `${v.metal} ${v.purity} · ${v.metal_weight} g`, wide: true },
  { key: 'before', header: 'Price now', cell: (v) => formatINR(v.before.offerprice) },
  { key: 'after', header: 'New price', cell: (v) => formatINR(v.after.offerprice) },
  {
    key: 'change',
    header: 'Change',
    cell: (v) => {
      const d = v.after.offerprice - v.before.offerprice;
      return d === 0 ? '—' : `${d > 0 ? '+' : '−'}${formatINR(Math.abs(d))}`;
    },
  },
];

const HISTORY_COLUMNS: readonly AdminColumn<HistoryRow>[] = [
  { key: 'at', header: 'Set', cell: (h) => new Date(h.set_at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' }) },
  { key: 'rate', header: 'Rate', cell: (h) => `${h.metal} ${h.purity}: ${formatINR(h.rate_per_gram)}/g` },
  { key: 'was', header: 'Was', cell: (h) => (h.previous_rate === null ? '—' : `${formatINR(h.previous_rate)}/g`) },
  { key: 'by', header: 'By', cell: (h) => h.set_by ?? '—', wide: true },
  { key: 'n', header: 'Repriced', cell: (h) => h.variants_repriced, wide: true },
];

function RateChart({
  history,
  metal,
  purity,
  label,
}: {
  history: HistoryRow[];
  metal: string;
  purity: string;
  label: string;
}) {
  const own = history.filter((h) => h.metal === metal && h.purity === purity);
  const points = own.map((h) => ({ at: new Date(h.set_at), rate: h.rate_per_gram }));
  // The rate the oldest change replaced held from the window's start: the line starts there.
  const oldest = own.at(-1);
  if (oldest?.previous_rate != null)
    points.push({ at: new Date(Date.now() - RATE_CHART_DAYS * 86_400_000), rate: oldest.previous_rate });
  const chart = rateChartPath(points, new Date(), RATE_CHART_DAYS, 160, 40);
  if (!chart.path) return null;
  return (
    <figure className="admin-rate-chart">
      <svg
        viewBox="0 0 160 40"
        width="160"
        height="40"
        role="img"
        aria-label={`${label} over ${RATE_CHART_DAYS} days: ${formatINR(chart.min)} to ${formatINR(chart.max)} a gram`}
      >
        <path d={chart.path} fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <figcaption>
        {label}: {formatINR(chart.min)}–{formatINR(chart.max)}
      </figcaption>
    </figure>
  );
}

export default function AdminRates() {
  const [today, setToday] = useState<RatesAnswer | null>(null);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<RatePreviewAnswer | null>(null);
  const [asked, setAsked] = useState<Rate[] | null>(null);
  const [needsConfirm, setNeedsConfirm] = useState<Record<string, string> | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    void adminCall<RatesAnswer>('GET', 'admin/metal-rates').then((a) => {
      if (!a.ok) return setError(problemOf(a));
      setToday(a.data);
      setDraft(
        Object.fromEntries(
          a.data.rates.map((r) => [rateKeyOf(r), r.rate_per_gram === null ? '' : String(r.rate_per_gram)]),
        ),
      );
    });
  }, []);
  useEffect(load, [load]);

  /** The rates the form changes: those typed that differ from today's. */
  function changedRates(): Rate[] {
    return (today?.rates ?? []).flatMap((r) => {
      const typed = (draft[rateKeyOf(r)] ?? '').trim();
      if (typed === '' || Number(typed) === r.rate_per_gram) return [];
      return [{ metal: r.metal, purity: r.purity, rate_per_gram: Number(typed) }];
    });
  }

  async function showPreview(rates: Rate[], page = 1) {
    setBusy(true);
    setError('');
    setDone('');
    setNeedsConfirm(null);
    const a = await adminCall<RatePreviewAnswer>('POST', 'admin/metal-rates/preview', { rates, page });
    setBusy(false);
    if (!a.ok) return setError(problemOf(a));
    setAsked(rates);
    setPreview(a.data);
  }

  async function onPreview(e: FormEvent) {
    e.preventDefault();
    const rates = changedRates();
    if (rates.length === 0) return setError('Change at least one rate to preview its prices.');
    await showPreview(rates);
  }

  async function apply(confirm: boolean) {
    if (!asked) return;
    setBusy(true);
    setError('');
    const a = await adminCall<RateApplyAnswer>('POST', 'admin/metal-rates', { rates: asked, confirm });
    setBusy(false);
    if (!a.ok) {
      if (a.reason === 'RATE_NEEDS_CONFIRMATION') return setNeedsConfirm(a.fields);
      return setError(problemOf(a));
    }
    setDone(`Applied. ${a.data.repriced} prices changed; the shop shows them now.`);
    setPreview(null);
    setAsked(null);
    setNeedsConfirm(null);
    load();
  }

  return (
    <>
      <h1>Metal rates</h1>
      <form className="admin-form admin-rates-form" onSubmit={(e) => void onPreview(e)}>
        <fieldset>
          <legend>Today&rsquo;s rates, rupees a gram</legend>
          {today?.rates.map((r) => (
            <label key={rateKeyOf(r)}>
              <span>{r.label}</span>
              <input
                name={rateKeyOf(r)}
                inputMode="numeric"
                aria-describedby={`since-${r.metal}-${r.purity}`}
                value={draft[rateKeyOf(r)] ?? ''}
                onChange={(e) => setDraft({ ...draft, [rateKeyOf(r)]: e.target.value })}
              />
              <small id={`since-${r.metal}-${r.purity}`}>
                {r.set_at
                  ? `since ${new Date(r.set_at).toLocaleDateString('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' })}`
                  : 'never set'}
              </small>
            </label>
          ))}
        </fieldset>
        <button className="button" type="submit" disabled={busy}>
          Preview prices
        </button>
      </form>
      <AdminError>{error}</AdminError>
      <AdminOk>{done}</AdminOk>
      {preview ? (
        <section className="admin-panel" aria-labelledby="rates-preview">
          <h2 id="rates-preview">Preview</h2>
          <p>
            {preview.total} pieces: {preview.counts.up} up, {preview.counts.down} down, {preview.counts.same} unchanged.
          </p>
          {preview.warnings.map((w) => (
            <p key={w.key} className="admin-note">
              {w.key}: {w.text}
            </p>
          ))}
          <AdminTable
            caption="Prices before and after"
            columns={PREVIEW_COLUMNS}
            rows={preview.variants}
            rowKey={(v) => v.variant_id}
            paging={{
              page: preview.page,
              perPage: preview.per_page,
              total: preview.total,
              onPage: (p) => void showPreview(asked ?? [], p),
            }}
            empty="No piece on sale is made of these metals."
          />
          {needsConfirm ? (
            <div className="admin-panel" role="alertdialog" aria-labelledby="rates-confirm">
              <h3 id="rates-confirm">Confirm these rates</h3>
              <ul>
                {Object.entries(needsConfirm).map(([k, v]) => (
                  <li key={k}>
                    {k}: {v}
                  </li>
                ))}
              </ul>
              <button className="button" type="button" disabled={busy} onClick={() => void apply(true)}>
                Yes, apply these rates
              </button>{' '}
              <button className="button button-quiet" type="button" onClick={() => setNeedsConfirm(null)}>
                Go back
              </button>
            </div>
          ) : (
            <button className="button" type="button" disabled={busy} onClick={() => void apply(false)}>
              Apply to {preview.total} pieces
            </button>
          )}
        </section>
      ) : null}
      <section aria-labelledby="rates-history">
        <h2 id="rates-history">Last {RATE_CHART_DAYS} days</h2>
        <div className="admin-rate-charts">
          {today?.rates.map((r) => (
            <RateChart key={rateKeyOf(r)} history={today.history} metal={r.metal} purity={r.purity} label={r.label} />
          ))}
        </div>
        <AdminTable
          caption="Rates set"
          columns={HISTORY_COLUMNS}
          rows={today?.history ?? null}
          rowKey={(h, i) => `${h.set_at}-${h.metal}-${h.purity}-${i}`}
          empty="No rate set in the last 90 days."
        />
      </section>
    </>
  );
}
