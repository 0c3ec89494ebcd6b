// Breadcrumbs of the notification paths: the add form's 'Agregar nueva notificación' (spec 2
// §2.10) and the edit and delete pages by name, instead of the path's segments.
import { notificationTexts as t } from './messages';

export function notificationCrumbs(pathname: string): { label: string; to?: string }[] | undefined {
  const [area, action] = pathname.split('/').filter(Boolean);
  if (area !== 'globalNotification' || !action) return undefined;
  const label =
    action === 'add'
      ? t.createCrumb
      : action === 'edit'
        ? t.editTitle
        : action === 'delete'
          ? t.deleteTitle
          : undefined;
  return label ? [{ label: t.listTitle, to: '/globalNotification' }, { label }] : undefined;
}
