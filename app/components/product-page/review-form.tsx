// The member's review form: its own chunk, loaded on 'Write a review'. The star choice is a group of
// native radio buttons (arrow keys move and choose, the legend names the group, each star is named
// "4 stars"), drawn as stars by product.css. Nothing is checked here that the server checks: its
// field errors are shown beside their fields, so the page and the API cannot disagree.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AddReviewAnswer } from '../../../domain/reviews/api-schemas';
import { REVIEW_LIMITS } from '../../../domain/reviews/review-rules';
import { apiPost } from '../../lib/authed-fetch';

interface FormProps {
  sku: string;
  onAdded(answer: AddReviewAnswer): void;
  onCancel(): void;
}

const LABELS = { rating: 'Rating', title: 'Title', body: 'Your review' } as const;
type Field = keyof typeof LABELS;

function failureText(status: number, reason: string, message: string): string {
  if (status === 401) return 'Your session has ended. Please log in again to write a review.';
  if (reason === 'OFFLINE') return 'You are offline. Please try again when you are connected.';
  return message || 'Could not publish your review. Please try again.';
}

export function ReviewForm({ sku, onAdded, onCancel }: FormProps) {
  const [rating, setRating] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const firstStar = useRef<HTMLInputElement>(null);

  useEffect(() => firstStar.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setFormError('');
    const answer = await apiPost<AddReviewAnswer>(
      'product/review/add',
      {
        sku,
        ...(rating > 0 ? { rating } : {}),
        title: String(data.get('title') ?? ''),
        body: String(data.get('body') ?? ''),
      },
      { auth: true },
    );
    setBusy(false);
    if (answer.ok) return onAdded(answer.data);
    const fields: Partial<Record<Field, string>> = {};
    for (const [name, text] of Object.entries(answer.fields))
      if (name in LABELS) fields[name as Field] = `${LABELS[name as Field]} ${text}.`;
    setErrors(fields);
    if (Object.keys(fields).length === 0) setFormError(failureText(answer.status, answer.reason, answer.message));
    else form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }

  const describe = (field: Field) => (errors[field] ? `pp-review-${field}-error` : undefined);
  const error = (field: Field) =>
    errors[field] && (
      <p id={`pp-review-${field}-error`} className="pp-field-error">
        {errors[field]}
      </p>
    );

  return (
    <form className="pp-review-form" onSubmit={submit} noValidate aria-labelledby="pp-review-form-title">
      <h3 id="pp-review-form-title" className="pp-review-form-title">
        Write a review
      </h3>
      <fieldset className="pp-star-choice" aria-describedby={describe('rating')}>
        <legend>Your rating</legend>
        <div className="pp-star-options">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={n <= rating ? 'is-on' : undefined}>
              <input
                ref={n === 1 ? firstStar : undefined}
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                aria-invalid={errors.rating ? true : undefined}
              />
              <span className="pp-star" aria-hidden="true" />
              <span className="visually-hidden">
                {n} star{n === 1 ? '' : 's'}
              </span>
            </label>
          ))}
        </div>
        {error('rating')}
      </fieldset>
      <div className="pp-review-field">
        <label htmlFor="pp-review-title">{LABELS.title}</label>
        <input
          id="pp-review-title"
          name="title"
          maxLength={REVIEW_LIMITS.title.max}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describe('title')}
        />
        {error('title')}
      </div>
      <div className="pp-review-field">
        <label htmlFor="pp-review-body">{LABELS.body}</label>
        <textarea
          id="pp-review-body"
          name="body"
          rows={5}
          maxLength={REVIEW_LIMITS.body.max}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={describe('body')}
        />
        {error('body')}
      </div>
      {formError && (
        <p className="pp-field-error" role="alert">
          {formError}
        </p>
      )}
      <div className="pp-review-actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Publishing…' : 'Publish review'}
        </button>
        <button type="button" className="button button-quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
