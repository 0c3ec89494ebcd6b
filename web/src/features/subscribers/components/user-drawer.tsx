import type { SubscriberUser } from '../../../shared/api/types';
import { formatDate, orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/drawer';
import { FieldList } from '../../../shared/ui/field-list';
import { UserStatusBadge } from './user-status-badge';

const t = messages.subscriberUsers;

/** 'Información del usuario': every field of a subscriber's user. */
export function UserDrawer({ user, onClose }: { user: SubscriberUser | null; onClose: () => void }) {
  const commercial = user?.organization_commercial_user_type_code;
  return (
    <Drawer
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.userDrawerTitle}
      description={user ? `${user.first_name} ${user.last_name}`.trim() || user.email : undefined}
      testId="user-drawer"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {messages.app.close}
        </Button>
      }
    >
      {user ? (
        <FieldList
          fields={[
            { label: t.userFields.firstName, value: orBlank(user.first_name) },
            { label: t.userFields.lastName, value: orBlank(user.last_name) },
            { label: t.userFields.email, value: orBlank(user.email) },
            {
              label: t.userFields.status,
              value: <UserStatusBadge code={user.user_status_code} label={user.user_status_label} />,
            },
            { label: t.userFields.userType, value: orBlank(user.organization_user_type_name) },
            {
              label: t.userFields.commercialType,
              value: commercial ? (t.commercialTypes[commercial] ?? commercial) : messages.app.blank,
            },
            { label: t.userFields.userId, value: orBlank(user.user_id) },
            { label: t.userFields.loginAccountId, value: orBlank(user.login_account_id) },
            { label: t.userFields.creationDate, value: formatDate(user.creation_date) },
            { label: t.userFields.creationUser, value: orBlank(user.creation_user) },
          ]}
        />
      ) : null}
    </Drawer>
  );
}
