// /ME/clientes (spec 2 §2.17): the spec does not show the client list. Ours is the way in: a
// CUIT search with the rules of §5 that goes to /ME/clientes/{cuit}; ?cuit= prefills it (a
// valid one goes straight to the client, see the route).
import { ShieldIcon } from 'lucide-react';
import { PageHeader } from '../../../shared/ui/page';
import { clientTexts as t } from '../messages';
import { CuitSearchField } from './cuit-search-field';

export function ClientsPage({
  initialCuit,
  onSearch,
}: {
  initialCuit?: string;
  onSearch: (cuit: string) => void;
}) {
  return (
    <div>
      <PageHeader title={t.title} subtitle={t.listSubtitle} />
      <div className="max-w-xl rounded-xl border border-zinc-200 bg-white p-4 shadow-xs min-[600px]:p-6">
        <div className="mb-4 flex items-center gap-3 text-zinc-500">
          <ShieldIcon size={22} />
          <p className="text-sm">{t.subtitle}</p>
        </div>
        <CuitSearchField initial={initialCuit ?? ''} onSearch={onSearch} />
      </div>
    </div>
  );
}
