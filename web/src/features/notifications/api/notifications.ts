// Reads of 'Notificaciones globales': the list, one notification (edit form) and the form's options.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../../../openapi/schema';
import { api, unwrap } from '../../../shared/api/client';

export type GlobalNotification = components['schemas']['GlobalNotification'];
export type NotificationFormOptions = components['schemas']['GlobalNotificationFormOptions'];

export const notificationKeys = {
  all: ['global-notifications'] as const,
  one: (id: number) => ['global-notifications', id] as const,
  formOptions: ['global-notifications', 'form-options'] as const,
};

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.all,
    queryFn: ({ signal }) => unwrap(api.GET('/api/global-notifications', { signal })),
  });

export const notificationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: notificationKeys.one(id),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/global-notifications/{notificationId}', {
          params: { path: { notificationId: id } },
          signal,
        }),
      ),
  });

export const notificationFormOptionsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.formOptions,
    queryFn: ({ signal }) => unwrap(api.GET('/api/global-notifications/form-options', { signal })),
    staleTime: 5 * 60_000,
  });
