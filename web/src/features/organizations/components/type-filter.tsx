// The type filter menu of 'Organizaciones' (spec 1 §2): one checkbox item per type found, on
// Radix DropdownMenu; shown only when the results hold more than one type. The menu stays
// open while types are toggled.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CheckIcon, ChevronDownIcon } from 'lucide-react';
import type { OrganizationTypeCount } from '../../../shared/api/common-area-types';
import { organizationTexts } from '../messages';
import { buttonClasses } from '../../../shared/ui/button';

const t = organizationTexts.organizations;

export function TypeFilter({
  types,
  selected,
  onChange,
}: {
  types: readonly OrganizationTypeCount[];
  /** Codes shown; empty means all. */
  selected: readonly string[];
  onChange: (codes: string[]) => void;
}) {
  const isChecked = (code: string) => selected.length === 0 || selected.includes(code);
  const toggle = (code: string) => {
    const current = selected.length === 0 ? types.map((type) => type.code) : [...selected];
    const next = current.includes(code) ? current.filter((c) => c !== code) : [...current, code];
    // All checked (or none) is no filter.
    onChange(next.length === types.length || next.length === 0 ? [] : next);
  };
  const active = selected.length > 0;

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={buttonClasses('secondary', 'md', active ? 'text-accent-800 ring-accent-400' : undefined)}
      >
        {active ? t.typeFilterCount(selected.length) : t.typeFilter}
        <ChevronDownIcon size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          aria-label={t.typeFilter}
          className="z-[90] w-64 rounded-lg border border-zinc-200 bg-white p-1 shadow-lg"
        >
          {types.map((type) => (
            <DropdownMenu.CheckboxItem
              key={type.code}
              checked={isChecked(type.code)}
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={() => toggle(type.code)}
              className="flex h-9 cursor-pointer items-center gap-2.5 rounded-md px-2 text-sm text-zinc-800 outline-none data-[highlighted]:bg-zinc-100"
            >
              <span className="flex size-4 items-center justify-center rounded border border-zinc-400 data-[state=checked]:border-accent-600 data-[state=checked]:bg-accent-600">
                <DropdownMenu.ItemIndicator>
                  <CheckIcon size={12} strokeWidth={3} className="text-white" />
                </DropdownMenu.ItemIndicator>
              </span>
              <span className="flex-1">{type.name}</span>
              <span className="text-xs text-zinc-600 tabular-nums">{type.count}</span>
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
