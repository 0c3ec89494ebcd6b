// The door of the embedded console database: PGlite answers a connection's start-up without
// asking for a password (pglite-socket has no authentication), so this server speaks the start
// of PostgreSQL's protocol itself (pg-gateway: the SSL request, the start-up message, the
// password request and the refusal), and only a connection that gives the password is joined to
// PGlite's socket server, which listens on a socket in a directory only this user may enter.
// PostgreSQL's 'password' method: the password travels in clear over loopback, where only root
// could read it, and root reads the data folder anyway.
import { createHash, timingSafeEqual } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { createStartupMessage, PostgresConnection } from 'pg-gateway';
import { BackendTurns, relayInTurns } from './backend-turns';

/** PostgreSQL's PasswordMessage ('p'). */
const PASSWORD_MESSAGE = 0x70;

export interface PasswordGate {
  port: number;
  close(): Promise<void>;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether `given` is the password, in a time that does not depend on where they differ. */
function samePassword(given: string, password: string): boolean {
  return timingSafeEqual(digest(given), digest(password));
}

/** The password a PasswordMessage carries (its body: a C string). */
function passwordOf(message: Uint8Array): string {
  const body = Buffer.from(message.buffer, message.byteOffset, message.byteLength).subarray(5);
  const end = body.indexOf(0);
  return body.subarray(0, end < 0 ? body.length : end).toString('utf8');
}

/**
 * Joins an authenticated client to PGlite's server, starting its session as the client asked;
 * its requests take turns on PGlite's one backend with every other connection's (backend-turns.ts).
 */
function join(
  client: Socket,
  innerPath: string,
  parameters: { user: string; [name: string]: string },
  turns: BackendTurns,
): void {
  const inner = connect(innerPath);
  const startup = Buffer.from(createStartupMessage({ majorVersion: 3, minorVersion: 0, parameters }));
  relayInTurns(client, inner, turns, startup);
}

/** Listens on `host:port`; a connection with `password` reaches the server at `innerPath`. */
export async function startPasswordGate(options: {
  host: string;
  port: number;
  password: string;
  innerPath: string;
}): Promise<PasswordGate> {
  const sockets = new Set<Socket>();
  const turns = new BackendTurns();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const connection: PostgresConnection = new PostgresConnection(socket, {
      authMode: 'cleartextPassword',
      // Reached only with a wrong password (the right one is taken in onMessage): the library
      // then answers 28P01 'password authentication failed' and closes the connection.
      validateCredentials: (credentials) =>
        credentials.authMode === 'cleartextPassword' && samePassword(credentials.password, options.password),
      onMessage(data, state) {
        if (!state.hasStarted || state.isAuthenticated || data[0] !== PASSWORD_MESSAGE) return false;
        if (!samePassword(passwordOf(data), options.password)) return false;
        // PGlite's own answer to the start-up says AuthenticationOk and the session's parameters.
        join(connection.detach(), options.innerPath, state.clientInfo!.parameters, turns);
        return true;
      },
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
