// 'Ver historial de operaciones': from an entity's drawer to the operations list filtered by
// that entity. Lives in the app layer because it needs the session's roles (features/auth)
// and links into features/operations; features reach it through the operations port.
import { Link } from '@tanstack/react-router';
import { useSession } from '../features/auth/session';
import { operationTexts } from '../features/operations/messages';
import { canSeeMenu } from '../shared/roles';
import { ActivityIcon, ChevronRightIcon } from 'lucide-react';

export function OperationsHistoryLink({ related }: { related: string }) {
  const session = useSession();
  const roles = session.status === 'signedIn' ? session.roles : [];
  if (!related || !canSeeMenu('operations', roles)) return null;
  return (
    <Link
      to="/operations"
      search={{ related }}
      data-testid="operations-history-link"
      className="group flex items-center gap-3 rounded-lg border border-zinc-200 px-3 py-2.5 text-sm font-medium text-zinc-800 transition-colors hover:border-accent-300 hover:bg-accent-50/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
    >
      <span className="text-zinc-500 group-hover:text-accent-700">
        <ActivityIcon size={18} />
      </span>
      <span className="flex-1">{operationTexts.history}</span>
      <ChevronRightIcon size={16} className="text-zinc-400" />
    </Link>
  );
}
