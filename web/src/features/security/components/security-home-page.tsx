// /security — the area's home (spec 2 §2.1 "placeholder home"): cards to the tools the user's
// roles may open; without any, the spec's placeholder text.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import { canSeeMenu, type MenuKey } from '../../../shared/roles';
import { ChevronRightIcon, DeviceIcon, FileIcon, KeyIcon, ToolIcon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/page';
import { t } from '../messages';

const tools: { key: MenuKey; to: string; label: string; icon: ReactNode }[] = [
  {
    key: 'security.fileExtensions',
    to: '/security/file-extension',
    label: t.extensionsTitle,
    icon: <FileIcon size={20} />,
  },
  { key: 'security.cognito', to: '/security/cognito', label: t.cognitoTitle, icon: <KeyIcon size={20} /> },
  {
    key: 'security.userSessions',
    to: '/security/user-sessions',
    label: t.sessionsSearchTitle,
    icon: <DeviceIcon size={20} />,
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
          <ToolIcon size={24} />
        </span>
        <p className="text-base font-medium text-zinc-800">{messages.app.placeholder}</p>
      </div>
    );
  }
  return (
    <div className="max-w-3xl">
      <PageHeader title={t.homeTitle} subtitle={t.homeIntro} />
      <ul className="grid gap-3 min-[600px]:grid-cols-2">
        {visible.map((tool) => (
          <li key={tool.key}>
            <Link
              to={tool.to}
              className="group flex items-center gap-3 rounded-lg border border-zinc-200 bg-white p-4 shadow-xs hover:border-accent-300 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-accent-600"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700">
                {tool.icon}
              </span>
              <span className="min-w-0 flex-1 text-sm font-medium text-zinc-900">{tool.label}</span>
              <ChevronRightIcon size={16} className="text-zinc-400 group-hover:text-accent-700" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
