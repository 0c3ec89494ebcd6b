// Label/value pairs of an entity, as shown in the information drawers. Hand-written: a styled
// description list (<dl>), which needs no library.
import type { ReactNode } from 'react';

export type Field = { label: string; value: ReactNode };

export function FieldList({ fields }: { fields: Field[] }) {
  return (
    <dl className="divide-y divide-zinc-100">
      {fields.map((field) => (
        <div
          key={field.label}
          className="grid grid-cols-[minmax(0,11rem)_minmax(0,1fr)] gap-3 py-2.5 text-sm"
        >
          <dt className="text-zinc-500">{field.label}</dt>
          <dd className="break-words text-zinc-900">{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
