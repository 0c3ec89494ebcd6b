// Access-denial modal (spec 2 §2.18) with the 'authenticating' loader behind it when the
// sign-in bootstrap failed.
import { useNavigate } from '@tanstack/react-router';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { CircleAlertIcon } from 'lucide-react';
import { Modal } from '../../../shared/ui/dialog';
import { Spinner } from '../../../shared/ui/spinner';
import { closeDenial, useDenial } from '../denial';
import { isSignedIn } from '../session';

export function AccessDenial() {
  const denial = useDenial();
  const navigate = useNavigate();
  if (!denial) return null;
  const text = denial.reason === 'verifyError' ? messages.auth.verifyError : messages.auth.noAccess;
  const toLogin = !isSignedIn();

  return (
    <>
      {denial.authenticating ? (
        <div
          className="fixed inset-0 z-[55] flex flex-col items-center justify-center gap-3 bg-zinc-100"
          aria-hidden="true"
        >
          <Spinner size={28} className="text-accent-600" />
          <p className="text-sm text-zinc-600">{messages.auth.authenticating}</p>
        </div>
      ) : null}
      <Modal
        open
        role="alertdialog"
        testId="access-denied"
        title={text}
        icon={
          <span className="flex size-10 items-center justify-center rounded-full bg-red-50 text-red-600">
            <CircleAlertIcon size={22} />
          </span>
        }
        actions={
          <Button
            onClick={() => {
              closeDenial();
              if (toLogin) void navigate({ to: '/login' });
            }}
          >
            {toLogin ? messages.auth.backToLogin : messages.auth.accept}
          </Button>
        }
      >
        {denial.detail && denial.detail !== text ? denial.detail : null}
      </Modal>
    </>
  );
}
