// What a route shows while its loader waits, and when its loader fails (a list the api
// refused or could not read): the api's Spanish message and a way to try again.
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { CircleAlertIcon } from 'lucide-react';
import { useEffect } from 'react';
import { isApiError } from '../../shared/api/errors';
import { messages } from '../../shared/messages';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/page';
import { Spinner } from '../../shared/ui/spinner';

export function RoutePending() {
  return (
    <div className="flex justify-center py-16 text-accent-600">
      <Spinner size={24} label={messages.app.loading} />
    </div>
  );
}

export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  useEffect(() => queryReset.reset(), [queryReset]);
  return (
    <EmptyState
      title={isApiError(error) ? error.message : messages.app.genericError}
      icon={<CircleAlertIcon size={28} />}
    >
      <Button variant="secondary" className="mt-3" onClick={() => void router.invalidate()}>
        {messages.app.retry}
      </Button>
    </EmptyState>
  );
}
