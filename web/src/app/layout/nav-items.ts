// The console's menu (spec 1 §2), filtered by the role matrix. Deviation, documented: a
// group whose sub-items are all hidden for the user (Mi Estudio for CommercialAgent,
// Sistema y Seguridad for notification-only roles) is hidden rather than shown empty.
// 'Control de versiones' is under Mi Estudio only (its route is /ME/feacture-flags, spec 2 §2.1).
import type { ComponentType } from 'react';
import { messages } from '../../shared/messages';
import { canSeeMenu, type MenuKey } from '../../shared/roles';
import {
  ActivityIcon,
  BellIcon,
  BellRingIcon,
  BriefcaseIcon,
  CheckCheckIcon,
  ScaleIcon,
  Building2Icon,
  FileTextIcon,
  HouseIcon,
  IdCardIcon,
  KeyRoundIcon,
  ShieldIcon,
  SmartphoneIcon,
  Trash2Icon,
  UsersIcon,
} from 'lucide-react';

export type NavItem = {
  key: MenuKey;
  label: string;
  to: string;
  icon?: ComponentType<{ size?: number }>;
  children?: NavItem[];
};

export type NavSection = { label?: string; items: NavItem[] };

const n = messages.nav;

const home: NavItem = { key: 'home', label: n.home, to: '/home', icon: HouseIcon };
const organizations: NavItem = {
  key: 'organizations',
  label: n.organizations,
  to: '/organizations',
  icon: Building2Icon,
};
const subscribers: NavItem = {
  key: 'subscribers',
  label: n.subscribers,
  to: '/subscribers',
  icon: IdCardIcon,
};
const users: NavItem = { key: 'users', label: n.users, to: '/users', icon: UsersIcon };
const me: NavItem = {
  key: 'me',
  label: n.me,
  to: '/ME',
  icon: BriefcaseIcon,
  children: [
    { key: 'me.applicationInstances', label: n.meInstances, to: '/ME/applicationInstances' },
    { key: 'me.importCsv', label: n.meCsv, to: '/ME/import-cvs' },
    { key: 'me.declarations', label: n.meDeclarations, to: '/ME/declarations' },
    { key: 'me.featureFlags', label: n.meFeatureFlags, to: '/ME/feacture-flags' },
    { key: 'me.clientes', label: n.meClients, to: '/ME/clientes' },
    { key: 'me.eventanilla', label: n.meEventanilla, to: '/ME/eventanilla' },
  ],
};
const security: NavItem = {
  key: 'security',
  label: n.security,
  to: '/security',
  icon: ShieldIcon,
  children: [
    {
      key: 'security.fileExtensions',
      label: n.securityExtensions,
      to: '/security/file-extension',
      icon: FileTextIcon,
    },
    { key: 'security.cognito', label: n.securityCognito, to: '/security/cognito', icon: KeyRoundIcon },
    {
      key: 'security.userSessions',
      label: n.securitySessions,
      to: '/security/user-sessions',
      icon: SmartphoneIcon,
    },
  ],
};
const recycle: NavItem = {
  key: 'storage.recycle',
  label: n.recycle,
  to: '/storage/recycle',
  icon: Trash2Icon,
};
/** Not in the spec (issue 5): the operations list, for support engineers. */
const operations: NavItem = {
  key: 'operations',
  label: n.operations,
  to: '/operations',
  icon: ActivityIcon,
};
/** Issue 30: what the signed-in person may approve, with its count in the menu. */
const approvals: NavItem = {
  key: 'approvals',
  label: n.approvals,
  to: '/approvals',
  icon: CheckCheckIcon,
};
/** Issue 30: who approves what, for administrators. */
const approvalPolicies: NavItem = {
  key: 'approvalPolicies',
  label: n.approvalPolicies,
  to: '/approvals/policies',
  icon: ScaleIcon,
};
/** Issue 31: the alert rules, for administrators. */
const alerts: NavItem = { key: 'alerts', label: n.alerts, to: '/alerts', icon: BellRingIcon };
const globalNotifications: NavItem = {
  key: 'globalNotification',
  label: n.globalNotifications,
  to: '/globalNotification',
  icon: BellIcon,
};

function visible(item: NavItem, roles: readonly string[]): NavItem | null {
  if (!canSeeMenu(item.key, roles)) return null;
  if (!item.children) return item;
  const children = item.children.filter((child) => canSeeMenu(child.key, roles));
  return children.length > 0 ? { ...item, children } : null;
}

function visibleItems(items: NavItem[], roles: readonly string[]): NavItem[] {
  return items.map((item) => visible(item, roles)).filter((item): item is NavItem => item !== null);
}

/** Desktop left menu: General, Sistema y Seguridad, Almacenamiento, Notificaciones globales. */
export function desktopSections(roles: readonly string[]): NavSection[] {
  const sections: NavSection[] = [
    {
      label: n.general,
      items: visibleItems(
        [home, organizations, subscribers, users, me, operations, approvals, alerts],
        roles,
      ),
    },
    { label: n.security, items: visibleItems([...(security.children ?? []), approvalPolicies], roles) },
    { label: n.storage, items: canSeeMenu('storage', roles) ? visibleItems([recycle], roles) : [] },
    { items: visibleItems([globalNotifications], roles) },
  ];
  return sections.filter((section) => section.items.length > 0);
}

/** Mobile bottom bar: Inicio, Organizaciones, Suscriptores (then 'Más'). */
export function mobileBarItems(roles: readonly string[]): NavItem[] {
  return visibleItems([home, organizations, subscribers], roles);
}

/** Mobile 'Más' drawer: Usuarios, Mi Estudio, Sistema y seguridad, Notificaciones globales. */
export function mobileMoreItems(roles: readonly string[]): NavItem[] {
  return visibleItems(
    [
      approvals,
      users,
      me,
      { ...security, label: n.securityMobile },
      globalNotifications,
      operations,
      approvalPolicies,
      alerts,
    ],
    roles,
  );
}
