// Sessions service (spec 2 §7 "Sessions service"): open device sessions of a login account.
import type { Call } from './http';

export interface DeviceSession {
  uuidDeviceSession: string;
  email: string;
  loginAccountId: number;
  /** deviceModel null: 'Dispositivo no definido'. */
  clientArchInfo: { deviceModel: string | null };
  clientAgentInfo: { name: string | null; version: string | null; language: string | null };
  clientLocalizationInfo: {
    city: string | null;
    region: string | null;
    country: string | null;
    ip: string | null;
  };
  creationDate: string;
  lastActivityDate: string;
}

export function sessionsClient(call: Call) {
  return {
    /** Open sessions, most recent activity first; 404 'uuidDeviceSession not exists' when none. */
    ofAccount: (loginAccountId: number) =>
      call<DeviceSession[]>('sessions', 'GET', `/reportUserActivityESessions/${loginAccountId}`),
    /** Revoking a revoked session again succeeds; an unknown one is 404 'uuidDeviceSession not exists'. */
    revoke: (uuidDeviceSession: string) =>
      call<{ uuidDeviceSession: string; revokedDate: string }>(
        'sessions',
        'POST',
        '/revokeSessionDeviceEAuth',
        {
          body: { uuidDeviceSession },
        },
      ),
  };
}
