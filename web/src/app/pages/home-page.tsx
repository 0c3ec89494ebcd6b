// Home (spec 1 §1): a welcome and the cards for the manual, the identity-provider user
// tools, organizations, subscribers and users.
import { useSuspenseQuery } from '@tanstack/react-query';
import { configQueryOptions } from '../../shared/api/config';
import { LinkCards } from '../../shared/ui/link-cards';
import type { ComponentType } from 'react';
import { useProfileName } from '../../features/auth/components/user-profile';
import { currentRoles } from '../../features/auth/session';
import { messages } from '../../shared/messages';
import { canSeeMenu, type MenuKey } from '../../shared/roles';
import { BookOpenIcon, Building2Icon, IdCardIcon, KeyRoundIcon, UsersIcon } from 'lucide-react';
import { ChartColumnIcon } from 'lucide-react';
import { panelMessages } from '../../features/operations-panel/messages';

type Card = {
  title: string;
  text: string;
  to: string;
  href?: string;
  icon: ComponentType<{ size?: number }>;
  /** Shown only to the roles that may open it. */
  menu?: MenuKey;
};

const h = messages.home;

const cards: Card[] = [
  // First for Admin and CustomerSupport: is anything failing right now (issue 31).
  {
    title: panelMessages.title,
    text: panelMessages.homeText,
    to: '/operations/panel',
    icon: ChartColumnIcon,
    menu: 'operations',
  },
  { title: messages.nav.subscribers, text: h.subscribersText, to: '/subscribers', icon: IdCardIcon },
  { title: messages.nav.organizations, text: h.organizationsText, to: '/organizations', icon: Building2Icon },
  { title: messages.nav.users, text: h.usersText, to: '/users', icon: UsersIcon },
  {
    title: h.idpTitle,
    text: h.idpText,
    to: '/security/cognito',
    icon: KeyRoundIcon,
    menu: 'security.cognito',
  },
];

/** The manual is an external document (spec 1 §1) at the address USER_MANUAL_URL configures. */
const manualCard = (href: string): Card => ({
  title: h.manualTitle,
  text: h.manualText,
  to: 'manual',
  href,
  icon: BookOpenIcon,
});

export function HomePage() {
  const name = useProfileName().split(' ')[0] ?? '';
  const { userManualUrl } = useSuspenseQuery(configQueryOptions).data;
  const shown = userManualUrl ? [...cards, manualCard(userManualUrl)] : cards;
  return (
    <div>
      <div className="mb-8">
        <h1 className="text-xl font-semibold tracking-tight text-zinc-900 min-[600px]:text-2xl">
          {h.welcome(name)}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-zinc-500">{h.intro}</p>
      </div>
      <LinkCards cards={shown.filter((card) => !card.menu || canSeeMenu(card.menu, currentRoles()))} />
    </div>
  );
}
