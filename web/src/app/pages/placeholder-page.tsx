import { messages } from '../../shared/messages';
import { ToolIcon } from '../../shared/ui/icons';

/** Sections not built yet (spec 1 §2: 'La sección se encuentra en desarrollo'). */
export function PlaceholderPage() {
  return (
    <div
      className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-zinc-300 bg-white px-6 py-20 text-center"
      data-testid="placeholder"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-500">
        <ToolIcon size={24} />
      </span>
      <p className="text-base font-medium text-zinc-800">{messages.app.placeholder}</p>
    </div>
  );
}
