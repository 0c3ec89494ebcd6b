// Breadcrumbs of the notification paths: the add form's 'Agregar nueva notificación' (spec 2
// §2.10) and the edit and delete pages by name, instead of the path's segments. The labels come
// from the shared crumbs, so the shell does not load the notification rules to draw them.
import { messages } from '../../shared/messages';

const c = messages.crumbs;

export function notificationCrumbs(pathname: string): { label: string; to?: string }[] | undefined {
  const [area, action] = pathname.split('/').filter(Boolean);
  if (area !== 'globalNotification' || !action) return undefined;
  const label =
    action === 'add' ? c.add : action === 'edit' ? c.edit : action === 'delete' ? c.delete : undefined;
  return label ? [{ label: c.globalNotification!, to: '/globalNotification' }, { label }] : undefined;
}
