import type { SessionClaims } from './claims';

/** Who is calling, from a verified token. */
export interface AuthContext {
  email: string;
  userId: number | null;
  firstName: string;
  lastName: string;
  roles: string[];
  claims: SessionClaims;
  /** Name of the service account when the caller is an automation token. */
  serviceAccount?: string;
  /**
   * For a service account: every person who owns or owned it (e-mails, lower case), the people
   * behind what it does (issue 40). Absent for a person.
   */
  owners?: string[];
}

/** The name recorded on operations: the service account's, else the staff e-mail. */
export function actorOf(auth: AuthContext): string {
  return auth.serviceAccount ?? auth.email;
}

/** The people behind a caller (issue 40): the person, or every owner of the service account. */
export function peopleBehind(auth: AuthContext): string[] {
  return auth.serviceAccount ? [...(auth.owners ?? [])] : [auth.email.trim().toLowerCase()];
}
