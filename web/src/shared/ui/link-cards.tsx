// A grid of cards that each lead to a screen (home, the Mi Estudio and security landings), or
// to an external document in a new tab (the user manual).
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { ChevronRightIcon } from 'lucide-react';

export type LinkCard = {
  to: string;
  /** An external address, opened in a new tab, instead of a screen of the console. */
  href?: string;
  title: string;
  text?: string;
  icon: ComponentType<{ size?: number }>;
};

export function LinkCards({ cards, testId }: { cards: readonly LinkCard[]; testId?: string }) {
  return (
    <ul className="grid gap-4 min-[600px]:grid-cols-2 min-[1200px]:grid-cols-3" data-testid={testId}>
      {cards.map((card) => {
        const Icon = card.icon;
        const className =
          'group flex h-full flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs transition hover:border-accent-300 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';
        const body = (
          <>
            <div className="flex items-center justify-between">
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
                <Icon size={20} />
              </span>
              <ChevronRightIcon
                size={18}
                className="text-zinc-300 transition group-hover:translate-x-0.5 group-hover:text-accent-600"
              />
            </div>
            <div>
              <h2 className="text-sm font-semibold text-zinc-900">{card.title}</h2>
              {card.text ? <p className="mt-1 text-sm leading-relaxed text-zinc-500">{card.text}</p> : null}
            </div>
          </>
        );
        return (
          <li key={card.to}>
            {card.href ? (
              <a href={card.href} target="_blank" rel="noreferrer" className={className}>
                {body}
              </a>
            ) : (
              <Link to={card.to} className={className}>
                {body}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
