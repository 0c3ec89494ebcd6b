// /security — the area's home (spec 2 §2.1 "placeholder home"): cards to the tools the user's
// roles may open; without any, the spec's placeholder text.
import { LinkCards, type LinkCard } from '../../../shared/ui/link-cards';
import { messages } from '../../../shared/messages';
import { canSeeMenu, type MenuKey } from '../../../shared/roles';
import { FileTextIcon, KeyRoundIcon, SmartphoneIcon, WrenchIcon } from 'lucide-react';
import { PageHeader } from '../../../shared/ui/page';
import { t } from '../messages';

const tools: (LinkCard & { key: MenuKey })[] = [
  {
    key: 'security.fileExtensions',
    to: '/security/file-extension',
    title: t.extensionsTitle,
    icon: FileTextIcon,
  },
  { key: 'security.cognito', to: '/security/cognito', title: t.cognitoTitle, icon: KeyRoundIcon },
  {
    key: 'security.userSessions',
    to: '/security/user-sessions',
    title: t.sessionsSearchTitle,
    icon: SmartphoneIcon,
  },
];

export function SecurityHomePage({ roles }: { roles: readonly string[] }) {
  const visible = tools.filter((tool) => canSeeMenu(tool.key, roles));
  if (visible.length === 0) {
    return (
      <div
        className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-zinc-300 bg-white px-6 py-20 text-center"
        data-testid="placeholder"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-500">
          <WrenchIcon size={24} />
        </span>
        <p className="text-base font-medium text-zinc-800">{messages.app.placeholder}</p>
      </div>
    );
  }
  return (
    <div>
      <PageHeader title={t.homeTitle} subtitle={t.homeIntro} />
      <LinkCards cards={visible} />
    </div>
  );
}
