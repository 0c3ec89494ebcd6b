// The detail drawer of 'Suscripciones': every field of the subscription and its product (spec 1 §3).
import type { Subscription } from '../../../shared/api/types';
import { formatDate, orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { subscriberTexts } from '../messages';
import { InfoDrawer } from '../../../shared/ui/dialog';
import { FieldList } from '../../../shared/ui/field-list';
import { SubscriptionStatus } from './subscription-status';

const t = subscriberTexts.subscriptions;

export function SubscriptionDrawer({
  subscription,
  onClose,
}: {
  subscription: Subscription | null;
  onClose: () => void;
}) {
  const yesNo = (value: boolean) => (value ? t.fields.yes : t.fields.no);
  return (
    <InfoDrawer
      item={subscription}
      onClose={onClose}
      title={t.drawerTitle}
      description={(subscription) => subscription.product.product_name}
      testId="subscription-drawer"
    >
      {(subscription) => (
        <>
          <FieldList
            fields={[
              { label: t.fields.id, value: orBlank(subscription.product_subscription_id) },
              { label: t.fields.status, value: <SubscriptionStatus active={subscription.is_active} /> },
              { label: t.fields.product, value: orBlank(subscription.product.product_name) },
              { label: t.fields.code, value: orBlank(subscription.product.product_code) },
              { label: t.fields.type, value: orBlank(subscription.product.product_type.product_type_name) },
              { label: t.fields.productId, value: orBlank(subscription.product_id) },
              { label: t.fields.startDate, value: formatDate(subscription.subscription_start_date) },
              { label: t.fields.finishDate, value: formatDate(subscription.subscription_finish_date) },
              { label: t.fields.executive, value: orBlank(subscription.account_executive_ref_id) },
            ]}
          />
          <h3 className="mt-5 text-xs font-medium tracking-wide text-zinc-500 uppercase">
            {t.fields.scopes}
          </h3>
          {subscription.product.product_scopes.length === 0 ? (
            <p className="mt-2 text-sm text-zinc-500">{messages.app.blank}</p>
          ) : (
            <ul className="mt-2 flex flex-col gap-2">
              {subscription.product.product_scopes.map((scope, index) => (
                <li key={index} className="rounded-lg border border-zinc-200 px-3 pt-2">
                  <p className="text-xs font-medium text-zinc-700">{t.fields.scope(index + 1)}</p>
                  <FieldList
                    fields={[
                      { label: t.fields.maxAccess, value: orBlank(scope.product_max_access_count) },
                      { label: t.fields.maxUsers, value: orBlank(scope.product_max_user_count) },
                      { label: t.fields.scopeActive, value: yesNo(scope.is_active) },
                    ]}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </InfoDrawer>
  );
}
