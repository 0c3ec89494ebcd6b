// Instance dates (spec 2 §2.3): day/month/year without zero padding, or 'Fecha no definida'.
import { displayDay } from '../../shared/lib/dates';
import { m } from './messages';

export const formatInstanceDate = (value: string | null | undefined): string =>
  displayDay(value) ?? m.instances.noDate;
