// Who is signed in (initials avatar, name) and 'Cerrar sesión', for the desktop menu and
// the mobile avatar menu.
import { useQuery } from '@tanstack/react-query';
import { configQueryOptions } from '../../../shared/api/config';
import { messages } from '../../../shared/messages';
import { LogOutIcon } from 'lucide-react';
import { Menu } from '../../../shared/ui/menu';
import { meQueryOptions } from '../api/get-me';
import { displayNameOf, initialsOf } from '../session-rules';
import { signOut, useSession } from '../session';

function useProfile() {
  const session = useSession();
  const me = useQuery({ ...meQueryOptions, enabled: session.status === 'signedIn' });
  const config = useQuery(configQueryOptions);
  const claims = session.status === 'signedIn' ? session.claims : null;
  const name = me.data ? `${me.data.firstName} ${me.data.lastName}`.trim() : displayNameOf(claims);
  const email = me.data?.email ?? claims?.idpData?.email ?? '';
  return { name, email, initials: initialsOf(name || email), logout: () => signOut(config.data?.logoutUrl) };
}

export function useProfileName(): string {
  return useProfile().name;
}

function Avatar({ initials, size = 'md' }: { initials: string; size?: 'sm' | 'md' }) {
  return (
    <span
      aria-hidden="true"
      className={
        size === 'sm'
          ? 'flex size-8 items-center justify-center rounded-full bg-accent-600 text-xs font-semibold text-white'
          : 'flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-600 text-sm font-semibold text-white'
      }
    >
      {initials}
    </span>
  );
}

export function ProfileSummary() {
  const { name, email, initials, logout } = useProfile();
  return (
    <div className="flex items-center gap-3" data-testid="profile">
      <Avatar initials={initials} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-zinc-900">{name || email}</p>
        {name && email ? <p className="truncate text-xs text-zinc-500">{email}</p> : null}
      </div>
      <button
        type="button"
        onClick={logout}
        aria-label={messages.auth.signOut}
        title={messages.auth.signOut}
        className="flex size-8 shrink-0 items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        <LogOutIcon size={18} />
      </button>
    </div>
  );
}

export function AvatarMenu() {
  const { initials, logout } = useProfile();
  return (
    <Menu
      label={messages.auth.profileMenu}
      trigger={<Avatar initials={initials} size="sm" />}
      triggerClassName="size-10 rounded-full"
      items={[{ label: messages.auth.signOut, onSelect: logout, icon: <LogOutIcon size={16} /> }]}
    />
  );
}
