import { CliError, unwrap } from '../client';
import type { Command } from '../context';

export const serviceAccounts: Command = {
  summary: 'Cuentas de servicio: list | create | transfer | revoke (solo CGI.Admin)',
  usage:
    'consola service-accounts list | create --name n --role R [--role R2] [--days 90] | ' +
    'transfer <id> --owner email --reason r | revoke <id>',
  help: `Tokens de larga duración para automatizaciones, con roles y vencimiento. El token se muestra
una sola vez, al crearla; guárdelo y úselo con --token o CONSOLA_TOKEN.

  --name <nombre>     minúsculas, números, punto, guion (queda como autor de las operaciones)
  --role <rol>        p. ej. CGI.CustomerSupport (repetible)
  --days <n>          días de validez (1 a 365, por defecto 90)
  --description <t>   para qué se usa
  --owner <email>     transfer: la persona que pasa a ser su dueña (quien la crea lo es al principio;
                      nadie que lo haya sido puede aprobar lo que la cuenta pida)
  --reason <t>        transfer: por qué`,
  options: {
    name: { type: 'string' },
    role: { type: 'string', multiple: true },
    days: { type: 'string' },
    description: { type: 'string' },
    owner: { type: 'string' },
    reason: { type: 'string' },
  },
  async run(ctx, values, positionals) {
    const [action, id] = positionals;
    const api = await ctx.api();
    if (action === 'list' || action === undefined) {
      const { items } = await unwrap(api.GET('/api/service-accounts'), ctx.url);
      if (ctx.json) ctx.print(JSON.stringify(items, null, 2));
      else if (items.length === 0) ctx.print('No hay cuentas de servicio.');
      else
        for (const account of items) {
          ctx.print(
            `${account.id}  ${account.name.padEnd(24)} ${account.status.padEnd(8)} vence ${account.expiresAt.slice(0, 10)}  ${account.roles.join(', ')}  de ${account.owner ?? '- -'}`,
          );
        }
      return 0;
    }
    if (action === 'create') {
      const issued = await unwrap(
        api.POST('/api/service-accounts', {
          body: {
            name: (values.name as string | undefined) ?? '',
            roles: ((values.role as string[] | undefined) ?? []) as never,
            expiresInDays: values.days ? Number(values.days) : 90,
            ...(values.description ? { description: values.description as string } : {}),
          },
        }),
        ctx.url,
      );
      ctx.print(
        ctx.json
          ? JSON.stringify(issued, null, 2)
          : `Cuenta ${issued.account.name} (${issued.account.id}), vence ${issued.account.expiresAt.slice(0, 10)}.\nToken (se muestra una sola vez):\n${issued.token}`,
      );
      return 0;
    }
    if (action === 'transfer') {
      if (!id) throw new CliError(`Falta el id de la cuenta.\nUso: ${serviceAccounts.usage}`, 2);
      const account = await unwrap(
        api.PUT('/api/service-accounts/{id}/owner', {
          params: { path: { id } },
          body: {
            owner: (values.owner as string | undefined) ?? '',
            reason: (values.reason as string | undefined) ?? '',
          },
        }),
        ctx.url,
      );
      ctx.print(
        ctx.json ? JSON.stringify(account, null, 2) : `${account.name} pasa a ser de ${account.owner}`,
      );
      return 0;
    }
    if (action === 'revoke') {
      if (!id) throw new CliError('Falta el id de la cuenta.\nUso: consola service-accounts revoke <id>', 2);
      const account = await unwrap(
        api.DELETE('/api/service-accounts/{id}', { params: { path: { id } } }),
        ctx.url,
      );
      ctx.print(ctx.json ? JSON.stringify(account, null, 2) : `Revocada: ${account.name}`);
      return 0;
    }
    throw new CliError(`Acción desconocida: ${action}\nUso: ${serviceAccounts.usage}`, 2);
  },
};
