// The ME root for Admin and CustomerSupport (spec 2 §2.1; the spec shows no screen): one card
// per Mi Estudio sub-area the user may open, filtered by the same role matrix as the menu.
import { LinkCards } from '../../../shared/ui/link-cards';
import type { ComponentType } from 'react';
import { canSeeMenu, type MenuKey } from '../../../shared/roles';
import { BriefcaseIcon, FileTextIcon, KeyRoundIcon, LayersIcon, ShieldIcon, UsersIcon } from 'lucide-react';
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
  { key: 'me.importCsv', to: '/ME/import-cvs', ...c.importCsv, icon: FileTextIcon },
  { key: 'me.declarations', to: '/ME/declarations', ...c.declarations, icon: ShieldIcon },
  { key: 'me.eventanilla', to: '/ME/eventanilla', ...c.eventanilla, icon: BriefcaseIcon },
  { key: 'me.clientes', to: '/ME/clientes', ...c.clientes, icon: UsersIcon },
  { key: 'me.featureFlags', to: '/ME/feacture-flags', ...c.featureFlags, icon: KeyRoundIcon },
];

export function MeLandingPage({ roles }: { roles: readonly string[] }) {
  const visible = cards.filter((card) => canSeeMenu(card.key, roles));
  return (
    <div>
      <PageHeader title={m.landing.title} subtitle={m.landing.subtitle} />
      <LinkCards cards={visible} testId="me-landing" />
    </div>
  );
}
