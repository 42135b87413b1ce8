// /admin/reviews (owner, catalogue, support): the queue of held and new reviews, newest first,
// filtered by status and stars in the address; each names its piece and member. A held review is
// published, any shown one hidden, a hidden one restored; hiding and restoring need a reason. The
// piece's new rating shows after each act.
import { useState } from 'react';
import { type DeskReview, type ReviewActAnswer, type ReviewDeskListAnswer } from '../../../domain/reviews/desk-schemas';
import type { ModerationAct } from '../../../domain/reviews/moderation';
import type { ReviewStatus } from '../../../domain/reviews/review-rules';
import { AdminTabs } from '../../components/admin/admin-tabs';
import { AdminError } from '../../components/admin/admin-error';
import { AdminTable, type AdminColumn } from '../../components/admin/admin-table';
import { giftMoment } from '../../components/admin/gift-card-labels';
import { useAdminList } from '../../components/admin/use-admin-list';
import { adminCall, problemOf } from '../../lib/admin-api';
import { AdminOk } from '../../components/admin/admin-ok';
import { ADMIN_HEADERS, adminMeta } from './admin-layout';

export const headers = () => ADMIN_HEADERS;
export const meta = adminMeta('Reviews');

const FILTERS = ['status', 'stars', 'page'] as const;
const NO_REVIEWS: ReviewDeskListAnswer = { success: true, reviews: [], total: 0, page: 1, per_page: 25, held: 0 };
const STATUS_TABS: { status: ReviewStatus | null; label: string }[] = [
  { status: 'held', label: 'Held' },
  { status: null, label: 'All' },
  { status: 'published', label: 'Published' },
  { status: 'hidden', label: 'Hidden' },
];
const STATUS_LABELS: Record<ReviewStatus, string> = { held: 'Held', published: 'Published', hidden: 'Hidden' };
const ACT_LABELS: Record<ModerationAct, string> = { publish: 'Publish', hide: 'Hide', restore: 'Restore' };
const stars = (n: number) => `${'★'.repeat(n)}${'☆'.repeat(5 - n)}`;

export default function AdminReviews() {
  const { params, answer, error, reload, paging, linkWith: link } = useAdminList('admin/reviews', FILTERS, NO_REVIEWS);
  const [done, setDone] = useState('');
  const status = params.get('status');
  const starsFilter = params.get('stars');

  const columns: AdminColumn<DeskReview>[] = [
    {
      key: 'when',
      header: 'Written',
      wide: true,
      cell: (r) => <time dateTime={r.created_at}>{giftMoment(r.created_at)}</time>,
    },
    {
      key: 'piece',
      header: 'Piece',
      cell: (r) => (
        <a href={`/${r.product.value}`} target="_blank" rel="noreferrer">
          {r.product.name}
        </a>
      ),
    },
    {
      key: 'member',
      header: 'Member',
      cell: (r) => (
        <>
          {r.author_name}
          {r.member ? <span className="admin-note"> · {r.member.email}</span> : null}
          {r.verified_buyer ? <span className="admin-note"> · verified buyer</span> : null}
        </>
      ),
    },
    {
      key: 'stars',
      header: 'Stars',
      cell: (r) => (
        <span className="admin-stars" aria-label={`${r.rating} of 5 stars`}>
          {stars(r.rating)}
        </span>
      ),
    },
    {
      key: 'review',
      header: 'Review',
      cell: (r) => (
        <>
          <strong>{r.title}</strong> {r.body}
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (
        <>
          <span className="admin-pill">{STATUS_LABELS[r.status]}</span>
          {r.moderation ? (
            <span className="admin-note">
              {' '}
              by {r.moderation.by}
              {r.moderation.reason ? `: ${r.moderation.reason}` : ''}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'act',
      header: 'Moderate',
      cell: (r) => (
        <ModerateForm
          review={r}
          onDone={(a) => {
            setDone(
              `${r.product.name}: review ${a.review.status}; the piece now has ${a.product_rating.total} published ${
                a.product_rating.total === 1 ? 'review' : 'reviews'
              }, ${a.product_rating.average.toFixed(1)} stars.`,
            );
            reload();
          }}
        />
      ),
    },
  ];

  return (
    <>
      <h1>Reviews</h1>
      <AdminTabs
        label="Reviews by status"
        tabs={STATUS_TABS.map((t) => ({
          key: t.label,
          text: t.status === 'held' && answer ? `${t.label} (${answer.held})` : t.label,
          to: link({ status: t.status }),
          current: status === t.status,
        }))}
      />
      <AdminTabs
        label="Reviews by stars"
        tabs={[null, '5', '4', '3', '2', '1'].map((s) => ({
          key: s ?? 'any',
          text: s ? `${s}★` : 'Any stars',
          to: link({ stars: s }),
          current: starsFilter === s,
        }))}
      />
      <AdminError>{error}</AdminError>
      <AdminOk>{done}</AdminOk>
      {answer ? (
        <p className="admin-note">
          {answer.total} {answer.total === 1 ? 'review' : 'reviews'}, newest first
        </p>
      ) : null}
      <AdminTable
        caption="Reviews"
        columns={columns}
        rows={answer?.reviews ?? null}
        rowKey={(r) => String(r.id)}
        empty="No reviews match."
        paging={paging}
      />
    </>
  );
}

/** The acts a review allows, with one reason field (needed to hide or restore, optional to publish). */
function ModerateForm({ review, onDone }: { review: DeskReview; onDone(a: ReviewActAnswer): void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const fieldId = `reason-${review.id}`;

  async function act(what: ModerationAct, form: HTMLFormElement) {
    const reason = String(new FormData(form).get('reason') ?? '').trim();
    if (what !== 'publish' && reason.length < 3) {
      setProblem(`Say why you ${what} it (at least 3 characters).`);
      return;
    }
    setBusy(true);
    setProblem('');
    const a = await adminCall<ReviewActAnswer>('POST', `admin/reviews/${review.id}/${what}`, reason ? { reason } : {});
    setBusy(false);
    if (a.ok) onDone(a.data);
    else setProblem(problemOf(a));
  }

  return (
    <form
      className="admin-form admin-review-act"
      aria-label={`Moderate the review of ${review.product.name} by ${review.author_name}`}
      onSubmit={(e) => {
        e.preventDefault();
        const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        void act((submitter?.value ?? review.acts[0]) as ModerationAct, e.currentTarget);
      }}
    >
      <label htmlFor={fieldId}>Reason</label>
      <input id={fieldId} name="reason" maxLength={300} autoComplete="off" />
      <span>
        {review.acts.map((what) => (
          <button key={what} type="submit" name="act" value={what} className="button" disabled={busy}>
            {ACT_LABELS[what]}
          </button>
        ))}
      </span>
      <AdminError>{problem}</AdminError>
    </form>
  );
}
