// `consola login`, `logout` and `whoami`: the token a person signs in with, and who the api sees.
import { CliError, createApiClient, unwrap } from '../client';
import type { Command } from '../context';
import { credentialsPath, writeCredential } from '../credentials';

export const login: Command = {
  summary: 'Ingresa con una cuenta del personal (modo embebido) y guarda el token',
  usage: 'consola login --email <email>',
  help: `Pide un token al proveedor de identidad de desarrollo de la consola (solo en modo embebido) y lo
guarda en ~/.config/consola/credentials.json (o en el archivo de CONSOLA_TOKEN_FILE), por consola.
Con un proveedor de identidad externo, use el token de una cuenta de servicio: --token o CONSOLA_TOKEN.

  --email <email>  Cuenta del personal (p. ej. soporte@consola.test)`,
  options: { email: { type: 'string' } },
  async run(ctx, values) {
    const email = values.email as string | undefined;
    if (!email) throw new CliError('Falta --email.\nUso: consola login --email <email>', 2);
    const api = createApiClient(ctx.url, undefined);
    const issued = await unwrap(api.POST('/auth/dev/token', { body: { email } }), ctx.url);
    const path = credentialsPath(ctx.io.env);
    await writeCredential(path, ctx.url, {
      token: issued.token,
      email,
      expiresAt: new Date(Date.now() + issued.expiresIn * 1000).toISOString(),
    });
    ctx.print(
      ctx.json
        ? JSON.stringify({ email, credentials: path })
        : `Ingresó como ${email} en ${ctx.url} (token en ${path}).`,
    );
    return 0;
  },
};

export const logout: Command = {
  summary: 'Olvida el token guardado para esta consola',
  usage: 'consola logout',
  help: 'Borra el token que `consola login` guardó para la consola de --url.',
  options: {},
  async run(ctx) {
    await writeCredential(credentialsPath(ctx.io.env), ctx.url, null);
    if (!ctx.json) ctx.print('Sesión cerrada.');
    return 0;
  },
};

export const whoami: Command = {
  summary: 'Muestra con qué cuenta y roles se está llamando a la API',
  usage: 'consola whoami',
  help: 'Llama a GET /api/me con el token en uso.',
  options: {},
  async run(ctx) {
    const me = await unwrap((await ctx.api()).GET('/api/me'), ctx.url);
    ctx.print(ctx.json ? JSON.stringify(me, null, 2) : `${me.email} · ${me.roles.join(', ')}`);
    return 0;
  },
};
