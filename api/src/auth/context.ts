import type { SessionClaims } from './claims';

/** Who is calling, from a verified token. */
export interface AuthContext {
  email: string;
  userId: number | null;
  firstName: string;
  lastName: string;
  roles: string[];
  claims: SessionClaims;
}
