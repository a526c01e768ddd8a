import type { TimelineStep } from './timeline';
import { formatOrderTime } from './order-time';

const DOT: Record<TimelineStep['state'], string> = {
  done: 'border-success bg-success',
  current: 'border-brand bg-brand ring-4 ring-brand/15',
  upcoming: 'border-line bg-surface',
  cancelled: 'border-danger bg-danger',
};

const STATE_WORDS: Record<TimelineStep['state'], string> = {
  done: 'done',
  current: 'current step',
  upcoming: 'not yet',
  cancelled: 'cancelled',
};

/** The order's road (new -> confirmed -> ready -> completed, or cancelled) with the times. */
export function StatusTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <ol aria-label="Order progress" className="relative">
      {steps.map((step, i) => (
        <li
          key={step.status}
          data-testid="timeline-step"
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className="relative flex gap-3 pb-5 last:pb-0"
        >
          {i < steps.length - 1 ? (
            <span
              aria-hidden
              className={`absolute top-5 left-[0.5625rem] h-[calc(100%-1.25rem)] w-0.5 ${
                step.state === 'done' ? 'bg-success/60' : 'bg-line'
              }`}
            />
          ) : null}
          <span
            aria-hidden
            className={`relative mt-0.5 size-5 shrink-0 rounded-full border-2 ${DOT[step.state]}`}
          />
          <div className="min-w-0">
            <p
              className={`font-semibold ${step.state === 'upcoming' ? 'text-muted' : 'text-ink'} ${
                step.state === 'cancelled' ? 'text-danger' : ''
              }`}
            >
              {step.label}
              <span className="sr-only"> ({STATE_WORDS[step.state]})</span>
            </p>
            {step.at ? (
              <p className="text-sm text-muted">
                <time dateTime={step.at}>{formatOrderTime(step.at)}</time>
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
