// A link to an operation, read by its name ('Añadir un usuario al suscriptor 100001 · reintento
// 1', from the api): staff read what was done and on what, never the workflow id, which only the
// operation's own 'ID' field shows.
import { Link } from '@tanstack/react-router';
import { cn } from '../../../shared/lib/cn';

export function OperationLink({
  id,
  name,
  className,
  testId,
}: {
  id: string;
  name: string;
  className?: string;
  testId?: string;
}) {
  return (
    <Link
      to="/operations/$id"
      params={{ id }}
      data-testid={testId}
      className={cn('font-medium break-words text-accent-700 hover:underline', className)}
    >
      {name}
    </Link>
  );
}

/** The target as staff know it: its name beside its number, when the api found one. */
export function targetText(operation: { target: string; targetName?: string | null }): string {
  if (!operation.target) return '';
  return operation.targetName ? `${operation.target} · ${operation.targetName}` : operation.target;
}

/**
 * A name and whom it acts on inside its target, when the api names it (issue 43): two operations
 * of one type on one subscriber read 'Añadir un usuario al suscriptor 100001 · ana@estudio.com'
 * and '… · bruno@estudio.com'.
 */
export function withSubject(name: string, subject?: string | null): string {
  return subject ? `${name} · ${subject}` : name;
}
