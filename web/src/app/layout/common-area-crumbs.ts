// Entity names for the id segments of the organizations, users, studies and recycle-bin paths
// (spec 1 §2: a breadcrumb segment equal to an id shows the entity's name).
import { useOrganizationName } from '../../features/organizations/api/get-organization';
import { useRecycleStudyName } from '../../features/recycle-bin/api/get-recycle-bin';
import { useSessionsAccountEmail } from '../../features/security/api/security-queries';
import { useStudyName } from '../../features/studies/api/get-study';
import { useUserCrumb } from '../../features/users/api/get-user';
import { messages } from '../../shared/messages';

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export type CommonAreaIds = {
  organizationId?: string;
  /** An e-mail (/users/{email}) or a loginAccountId (/users/{id}/subscribers|organizations). */
  user?: string;
  studyId?: string;
  recycleStudyId?: string;
  /** /security/user-sessions/{loginAccountId}: the e-mail of the account. */
  sessionsAccountId?: string;
};

/** Which id segments of a path name an organization, a user or a study. */
export function commonAreaIdsIn(pathname: string): CommonAreaIds {
  const [area, second, third] = pathname.split('/').filter(Boolean).map(decode);
  if (area === 'organizations' && second && /^\d+$/.test(second)) return { organizationId: second };
  if (area === 'users' && second) return { user: second };
  if (area === 'suborganizations' && second && /^\d+$/.test(second)) return { studyId: second };
  if (area === 'storage' && second === 'recycle' && third && /^\d+$/.test(third))
    return { recycleStudyId: third };
  if (area === 'security' && second === 'user-sessions' && third && /^\d+$/.test(third))
    return { sessionsAccountId: third };
  return {};
}

/** Crumb labels by segment index (1 for /area/{id}, 2 for /storage/recycle/{id}). */
export function useCommonAreaCrumbNames(pathname: string): Record<number, string | undefined> {
  const ids = commonAreaIdsIn(pathname);
  const organization = useOrganizationName(ids.organizationId);
  const user = useUserCrumb(ids.user);
  const study = useStudyName(ids.studyId);
  const recycleStudy = useRecycleStudyName(ids.recycleStudyId);
  const sessionsEmail = useSessionsAccountEmail(ids.sessionsAccountId);
  // A study's recycle bin names its study once read; meanwhile, not its raw id.
  const recycleCrumb = ids.recycleStudyId ? (recycleStudy ?? messages.app.loading) : undefined;
  return { 1: organization ?? user?.name ?? study, 2: recycleCrumb ?? sessionsEmail };
}
