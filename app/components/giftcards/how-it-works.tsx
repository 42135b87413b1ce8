// "How it works" on /gifts: the gift card policy (valid 1 year, partially redeemable, the code to the
// recipient's mobile) in three steps, with the full terms a link away.
import { Link } from '../../lib/link';
import { HOW_IT_WORKS } from './gift-texts';

export function HowItWorks() {
  return (
    <section className="gift-how" aria-labelledby="gift-how-title">
      <h2 id="gift-how-title" className="gift-section-title">
        How it works
      </h2>
      <ol className="gift-steps">
        {HOW_IT_WORKS.map((step, i) => (
          <li key={step.title}>
            <span className="gift-step-number" aria-hidden="true">
              {i + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <p className="gift-terms">
        <Link to="/gift-card-terms-and-conditions">Gift card terms and conditions</Link>
      </p>
    </section>
  );
}
