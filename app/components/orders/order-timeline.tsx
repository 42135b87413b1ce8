// The tracking timeline: each step with a mark, its name and when it was reached. A cancelled or
// returned order ends with that step. The current step is announced as such to screen readers.
import type { TrackingResult } from '../../../domain/orders/api-schemas';
import { formatStepTime } from '../../../domain/orders/order-dates';

const STATE_TEXT = { done: 'done', current: 'current step', upcoming: 'not yet', ended: 'ended' } as const;

export function OrderTimeline({ steps }: { steps: TrackingResult['timeline'] }) {
  return (
    <ol className="order-timeline">
      {steps.map((step) => (
        <li
          key={step.key}
          className={`timeline-step timeline-step-${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="timeline-mark" aria-hidden="true" />
          <span className="timeline-label">
            {step.label}
            <span className="visually-hidden"> ({STATE_TEXT[step.state]})</span>
          </span>
          {step.at ? (
            <time className="timeline-time" dateTime={step.at}>
              {formatStepTime(step.at)}
            </time>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
