// Said on every page while the development sign-in (which hands an Admin token to whoever asks)
// is served to the network (DEV_SIGN_IN_ALLOW_NETWORK=true): nobody should take such a console
// for a closed one.
import { useQuery } from '@tanstack/react-query';
import { TriangleAlertIcon } from 'lucide-react';
import { configQueryOptions } from '../../../shared/api/config';
import { cn } from '../../../shared/lib/cn';
import { messages } from '../../../shared/messages';

export function DevSignInNotice({ className }: { className?: string }) {
  const config = useQuery(configQueryOptions);
  if (!config.data?.devSignInOpenToNetwork) return null;
  return (
    <p
      role="note"
      className={cn(
        'flex items-start gap-2 border-b border-red-200 bg-red-50 px-4 py-1.5 text-xs text-red-800',
        className,
      )}
    >
      <TriangleAlertIcon size={14} aria-hidden className="mt-px shrink-0" />
      <span>{messages.auth.devSignInOpenToNetwork}</span>
    </p>
  );
}
