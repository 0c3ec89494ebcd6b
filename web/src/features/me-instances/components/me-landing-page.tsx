// The ME root for Admin and CustomerSupport (spec 2 §2.1; the spec shows no screen): one card
// per Mi Estudio sub-area the user may open, filtered by the same role matrix as the menu.
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { canSeeMenu, type MenuKey } from '../../../shared/roles';
import {
  BriefcaseIcon,
  ChevronRightIcon,
  FileIcon,
  KeyIcon,
  LayersIcon,
  ShieldIcon,
  UsersIcon,
} from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page';
import { m } from '../messages';

type Card = { key: MenuKey; to: string; title: string; text: string; icon: ComponentType<{ size?: number }> };

const c = m.landing.cards;
const cards: Card[] = [
  {
    key: 'me.applicationInstances',
    to: '/ME/applicationInstances',
    ...c.applicationInstances,
    icon: LayersIcon,
  },
  { key: 'me.importCsv', to: '/ME/import-cvs', ...c.importCsv, icon: FileIcon },
  { key: 'me.declarations', to: '/ME/declarations', ...c.declarations, icon: ShieldIcon },
  { key: 'me.eventanilla', to: '/ME/eventanilla', ...c.eventanilla, icon: BriefcaseIcon },
  { key: 'me.clientes', to: '/ME/clientes', ...c.clientes, icon: UsersIcon },
  { key: 'me.featureFlags', to: '/ME/feacture-flags', ...c.featureFlags, icon: KeyIcon },
];

export function MeLandingPage({ roles }: { roles: readonly string[] }) {
  const visible = cards.filter((card) => canSeeMenu(card.key, roles));
  return (
    <div>
      <PageHeader title={m.landing.title} subtitle={m.landing.subtitle} />
      <ul className="grid gap-4 min-[600px]:grid-cols-2 min-[1200px]:grid-cols-3" data-testid="me-landing">
        {visible.map((card) => {
          const Icon = card.icon;
          return (
            <li key={card.key}>
              <Link
                to={card.to}
                className="group flex h-full flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs transition hover:border-accent-300 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
              >
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
                  <p className="mt-1 text-sm leading-relaxed text-zinc-500">{card.text}</p>
                </div>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
