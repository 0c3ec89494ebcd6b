// Where an operation stands in its life (workflows/src/life-state.ts, served as `life`): its
// word as a badge, its sentence, how many of its steps ran, and what its state offers. The list
// row, the detail, the live progress and the timeline show the same three things.
import { lifeActionLabels, type LifeState } from '@cgi/workflows/life-state';
import type { Operation } from '../../../shared/api/types';
import { cn } from '../../../shared/lib/cn';
import { Badge, type Tone } from '../../../shared/ui/badge';
import { operationTexts } from '../messages';

type Life = Operation['life'];

const tones: Record<LifeState, Tone> = {
  requested: 'blue',
  awaitingApproval: 'amber',
  scheduled: 'blue',
  running: 'blue',
  completed: 'green',
  failed: 'red',
  refused: 'red',
  rejected: 'grey',
  withdrawn: 'grey',
  expired: 'grey',
  cancelledBeforeTime: 'grey',
  cancelled: 'amber',
  undone: 'grey',
  retried: 'grey',
};

export function LifeBadge({ life }: { life: Life }) {
  return (
    <span data-testid="life-badge" data-life-state={life.state}>
      <Badge tone={tones[life.state]}>{life.label}</Badge>
    </span>
  );
}

/** "k de n pasos": only the steps that ran count. */
export function LifeSteps({ life, className }: { life: Life; className?: string }) {
  return (
    <span data-testid="life-steps" className={cn('tabular-nums', className)}>
      {operationTexts.stepsProgress(life.stepsDone, life.stepsTotal)}
    </span>
  );
}

/** The actions the state offers, named (the row is a link: the detail holds the buttons). */
export function LifeActions({ life, className }: { life: Life; className?: string }) {
  if (life.actions.length === 0) return null;
  return (
    <span data-testid="life-actions" className={className}>
      {operationTexts.lifeActions(life.actions.map((action) => lifeActionLabels[action]))}
    </span>
  );
}

/** The sentence, the steps that ran and the offered actions: a list row's cell. */
export function LifeCell({ life }: { life: Life }) {
  return (
    <span className="flex flex-col gap-0.5" data-testid="life-cell" data-life-state={life.state}>
      <span data-testid="life-sentence" className="text-zinc-700">
        {life.sentence}
      </span>
      <span className="text-xs text-zinc-500">
        <LifeSteps life={life} />
        {life.actions.length > 0 ? ' · ' : null}
        <LifeActions life={life} />
      </span>
    </span>
  );
}

/** The detail's and the live progress's line: the sentence, with the steps that ran. */
export function LifeLine({ life }: { life: Life }) {
  const tone = tones[life.state];
  return (
    <div
      role="status"
      data-testid="life-line"
      data-life-state={life.state}
      className={cn(
        'flex flex-col gap-1 rounded-lg p-3 text-sm ring-1',
        tone === 'red' && 'bg-red-50 text-red-900 ring-red-200',
        tone === 'amber' && 'bg-amber-50 text-amber-950 ring-amber-200',
        tone === 'green' && 'bg-emerald-50 text-emerald-900 ring-emerald-200',
        (tone === 'blue' || tone === 'grey') && 'bg-zinc-50 text-zinc-800 ring-zinc-200',
      )}
    >
      <p className="flex flex-wrap items-center gap-2">
        <LifeBadge life={life} />
        <span data-testid="life-sentence">{life.sentence}</span>
      </p>
      <p className="text-xs text-zinc-600">
        <LifeSteps life={life} />
      </p>
    </div>
  );
}
