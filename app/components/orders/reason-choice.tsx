// The reasons a shopper chooses one of when they cancel or return an order: radio buttons in a
// fieldset whose legend asks why, one for each reason of the table, with the store's words for it.
import { useId } from 'react';

export function ReasonChoice<K extends string>({
  legend,
  texts,
  choice: [chosen, choose],
}: {
  legend: string;
  /** The reasons in the order shown, each with its words. */
  texts: Readonly<Record<K, string>>;
  /** The reason chosen (none yet: null) and how to choose another. */
  choice: readonly [K | null, (reason: K) => void];
}) {
  const name = useId();
  return (
    <fieldset className="form-fieldset">
      <legend>{legend}</legend>
      {(Object.keys(texts) as K[]).map((key) => (
        <label key={key} className="order-cancel-reason">
          <input type="radio" name={name} value={key} checked={chosen === key} onChange={() => choose(key)} />
          {texts[key]}
        </label>
      ))}
    </fieldset>
  );
}
