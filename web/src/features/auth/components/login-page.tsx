// /login: the console title and the single 'Iniciar sesión' button, which leaves for the
// sign-in page (embedded: the API's development page; external: the identity provider).
import { useQuery } from '@tanstack/react-query';
import { configQueryOptions } from '../../../shared/api/config';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { Logo } from '../../../shared/ui/logo';
import { signInHref } from '../sign-in-href';
import { DevSignInNotice } from './dev-sign-in-notice';

export function LoginPage({ redirect }: { redirect?: string | undefined }) {
  const config = useQuery(configQueryOptions);
  const environment = config.data?.environment;

  return (
    <main className="flex min-h-dvh flex-col bg-zinc-100">
      <DevSignInNotice />
      <div className="flex flex-1 items-center justify-center px-4">
        <div className="w-full max-w-sm rounded-2xl border border-zinc-200 bg-white p-8 shadow-sm">
          <div className="flex items-center justify-between">
            <Logo size={40} />
            {environment && environment !== 'PROD' ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                {environment}
              </span>
            ) : null}
          </div>
          <h1 className="mt-6 text-xl font-semibold tracking-tight text-zinc-900">{messages.app.title}</h1>
          <p className="mt-2 text-sm text-zinc-500">{messages.auth.signInHint}</p>
          <Button
            className="mt-8 w-full"
            loading={config.isPending}
            disabled={!config.data}
            onClick={() => {
              if (config.data)
                window.location.assign(signInHref(config.data.signInUrl, config.data.authMode, redirect));
            }}
          >
            {messages.auth.signIn}
          </Button>
          {config.isError ? (
            <p role="alert" className="mt-3 text-center text-sm text-red-600">
              {config.error.message}
            </p>
          ) : null}
        </div>
      </div>
    </main>
  );
}
