// The reasons a shopper chooses one of when they cancel or return an order: radio buttons in a
// fieldset whose legend asks why, each with the store's words for the reason.
export function ReasonChoice<K extends string>({
  legend,
  name,
  reasons,
  texts,
  chosen,
  onChoose,
}: {
  legend: string;
  /** The radio group's name, unique on the page. */
  name: string;
  reasons: readonly K[];
  texts: Readonly<Record<K, string>>;
  chosen: K | null;
  onChoose: (reason: K) => void;
}) {
  return (
    <fieldset className="form-fieldset">
      <legend>{legend}</legend>
      {reasons.map((key) => (
        <label key={key} className="order-cancel-reason">
          <input type="radio" name={name} value={key} checked={chosen === key} onChange={() => onChoose(key)} />
          {texts[key]}
        </label>
      ))}
    </fieldset>
  );
}
