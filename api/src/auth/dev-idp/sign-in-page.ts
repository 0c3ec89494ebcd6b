// The development sign-in page: the stand-in for the provider's external sign-in, listing
// the seeded staff accounts. Server-rendered so it works without the SPA.
import type { DevAccount } from './accounts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Said on every page when the development sign-in is served to the network. */
export const OPEN_TO_NETWORK_NOTICE =
  'Atención: este ingreso de desarrollo está abierto a la red (DEV_SIGN_IN_ALLOW_NETWORK): cualquiera que llegue a esta dirección puede ingresar como Admin.';

export function renderSignInPage(
  accounts: DevAccount[],
  returnTo: string,
  options: { openToNetwork?: boolean } = {},
): string {
  const rows = accounts
    .map(
      (account) => `
      <li>
        <form method="post" action="/auth/dev/sign-in">
          <input type="hidden" name="email" value="${escapeHtml(account.email)}">
          <input type="hidden" name="returnTo" value="${escapeHtml(returnTo)}">
          <button type="submit" aria-label="Ingresar como ${escapeHtml(account.email)}">
            <span class="name">${escapeHtml(`${account.firstName} ${account.lastName}`)}</span>
            <span class="email">${escapeHtml(account.email)}</span>
            <span class="desc">${escapeHtml(account.description)}</span>
            <span class="roles">${account.roles.map((r) => `<code>${escapeHtml(r)}</code>`).join(' ')}</span>
          </button>
        </form>
      </li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ingreso de desarrollo · Consola de Gestión Interna</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f4f5f7; color: #1f2933; }
  main { max-width: 720px; margin: 0 auto; padding: 32px 16px 48px; }
  h1 { font-size: 1.35rem; margin: 0 0 4px; }
  p.lead { margin: 0 0 24px; color: #52606d; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 8px; }
  button { all: unset; box-sizing: border-box; cursor: pointer; display: grid; width: 100%;
    grid-template-columns: 1fr auto; gap: 2px 16px; padding: 12px 16px; background: #fff;
    border: 1px solid #d9dee4; border-radius: 10px; }
  button:hover { border-color: #2f6fde; } button:focus-visible { outline: 3px solid #9bbcf3; }
  .name { font-weight: 600; } .email { color: #52606d; font-size: .9rem; text-align: right; }
  .desc { color: #52606d; font-size: .9rem; } .roles { text-align: right; }
  code { font-size: .75rem; background: #eef2f8; color: #1d4fa8; padding: 2px 6px; border-radius: 6px; }
  .notice { margin: 0 0 16px; padding: 8px 12px; border-radius: 8px; background: #fdecea;
    color: #8a1c1c; border: 1px solid #f5c2c0; font-size: .9rem; }
  @media (max-width: 600px) { button { grid-template-columns: 1fr; } .email, .roles { text-align: left; } }
</style>
</head>
<body>
<main>
  ${options.openToNetwork ? `<p class="notice" role="alert">${escapeHtml(OPEN_TO_NETWORK_NOTICE)}</p>` : ''}
  <h1>Proveedor de identidad de desarrollo</h1>
  <p class="lead">Elija una cuenta del personal para ingresar a la Consola de Gestión Interna. Solo existe en el modo embebido.</p>
  <ul>${rows}</ul>
</main>
</body>
</html>`;
}
