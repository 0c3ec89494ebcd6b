// The two views of 'Aprobaciones': what waits for the signed-in person, and the record of every
// approval (issue 31). Links, not a client-side tab state: each view has its URL.
import { Link } from '@tanstack/react-router';
import { approvalTabsTexts as t } from '../messages';

const tabClasses =
  'rounded-md px-3 py-1.5 text-sm font-medium text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';
const activeClasses = 'bg-white text-zinc-900 shadow-xs ring-1 ring-zinc-200 hover:bg-white';

export function ApprovalTabs() {
  return (
    <nav aria-label={t.label} className="mb-4 inline-flex gap-1 rounded-lg bg-zinc-100 p-1">
      <Link
        to="/approvals"
        activeOptions={{ exact: true, includeSearch: false }}
        className={tabClasses}
        activeProps={{ className: activeClasses, 'aria-current': 'page' }}
        data-testid="approvals-tab-pending"
      >
        {t.pending}
      </Link>
      <Link
        to="/approvals/record"
        activeOptions={{ includeSearch: false }}
        className={tabClasses}
        activeProps={{ className: activeClasses, 'aria-current': 'page' }}
        data-testid="approvals-tab-record"
      >
        {t.record}
      </Link>
    </nav>
  );
}
