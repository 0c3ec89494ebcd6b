// 'Alertas' (issue 31): the alert rules, for administrators (roles.ts's route gate).
import { createFileRoute } from '@tanstack/react-router';
import { AlertRulesPage } from '../../features/alerts/components/alert-rules-page';

export const Route = createFileRoute('/_authed/alerts')({
  component: AlertRulesPage,
});
