// The gift card's amount (docs/spec.md#first-5: 1000 to 500000 rupees, AMOUNT_RANGE_ERROR): one-tap choices
// and a field for any other whole number of rupees. A chip is pressed when the field holds its amount.
import { formatINR, groupIndian } from '../../../domain/money/inr';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  suggested: readonly number[];
  min: number;
  max: number;
  error?: string | undefined;
}

export function AmountField({ value, onChange, suggested, min, max, error }: AmountFieldProps) {
  const hintId = 'gift-amount-hint';
  const errorId = 'gift-amount-error';
  return (
    <fieldset className={error ? 'gift-amount has-error' : 'gift-amount'}>
      <legend>Amount</legend>
      <div className="gift-chips" role="group" aria-label="Suggested amounts">
        {suggested.map((a) => (
          <button
            key={a}
            type="button"
            className="gift-chip"
            aria-pressed={value === String(a)}
            onClick={() => onChange(String(a))}
          >
            {formatINR(a)}
          </button>
        ))}
      </div>
      <div className="form-field gift-amount-input">
        <label htmlFor="gift-amount">Or enter an amount</label>
        <span className="gift-rupee" aria-hidden="true">
          ₹
        </span>
        <input
          id="gift-amount"
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={value}
          // Indian grouping typed in (5,000) is forgiven; anything else is left for the check to name.
          onChange={(e) => onChange(e.target.value.replace(/[\s,]/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        />
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="field-hint">
        Whole rupees, from ₹{groupIndian(min)} to ₹{groupIndian(max)}.
      </p>
    </fieldset>
  );
}
