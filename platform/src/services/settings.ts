// Secrets and keys some services need. Development defaults let the platform start with no
// configuration; production mode refuses to start without real values (config.ts).

export interface ServiceSettings {
  /** Client id the console encrypts a new password with before setUserPasswordEAuth. */
  identityClientId: string;
  /** Key of the console's job user (jobLoginEAuth). */
  jobKey: string;
  /** HMAC key of the impersonation tokens (jwt2, jwt3). */
  tokenSecret: string;
}

export const developmentSettings: ServiceSettings = {
  identityClientId: 'cgi-dev-identity-client',
  jobKey: 'cgi-dev-job-key',
  tokenSecret: 'cgi-dev-token-secret-not-for-production',
};
