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
}

/** The name recorded on operations: the service account's, else the staff e-mail. */
export function actorOf(auth: AuthContext): string {
  return auth.serviceAccount ?? auth.email;
}
