// Home (spec 1 §1): a welcome and the cards for the manual, the identity-provider user
// tools, organizations, subscribers and users.
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { useProfileName } from '../../features/auth/components/user-profile';
import { currentRoles } from '../../features/auth/session';
import { messages } from '../../shared/messages';
import { canSeeMenu, type MenuKey } from '../../shared/roles';
import {
  BookIcon,
  BuildingIcon,
  ChevronRightIcon,
  IdCardIcon,
  KeyIcon,
  UsersIcon,
} from '../../shared/ui/icons';

type Card = {
  title: string;
  text: string;
  to: string;
  icon: ComponentType<{ size?: number }>;
  /** Shown only to the roles that may open it. */
  menu?: MenuKey;
};

const h = messages.home;

const cards: Card[] = [
  { title: messages.nav.subscribers, text: h.subscribersText, to: '/subscribers', icon: IdCardIcon },
  { title: messages.nav.organizations, text: h.organizationsText, to: '/organizations', icon: BuildingIcon },
  { title: messages.nav.users, text: h.usersText, to: '/users', icon: UsersIcon },
  { title: h.idpTitle, text: h.idpText, to: '/security/cognito', icon: KeyIcon, menu: 'security.cognito' },
  // The manual's address is not in the spec; the card leads to a placeholder for now.
  { title: h.manualTitle, text: h.manualText, to: '/manual', icon: BookIcon },
];

export function HomePage() {
  const name = useProfileName().split(' ')[0] ?? '';
  return (
    <div>
      <div className="mb-8">
        <h1 className="text-xl font-semibold tracking-tight text-zinc-900 min-[600px]:text-2xl">
          {h.welcome(name)}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-zinc-500">{h.intro}</p>
      </div>
      <ul className="grid gap-4 min-[600px]:grid-cols-2 min-[1200px]:grid-cols-3">
        {cards
          .filter((card) => !card.menu || canSeeMenu(card.menu, currentRoles()))
          .map((card) => {
            const Icon = card.icon;
            return (
              <li key={card.title}>
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
