// 'Control de versiones de la aplicación Mi Estudio' (/ME/feacture-flags, spec 2 §2.11): per
// platform a card of its active versions ('Versión {code}', 'Fecha de publicación', 'Deprecar'
// with its confirmation), and 'Publicar una nueva versión'. After a publish or a deprecation the
// versions reload after 1 s (§9).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useReloadLater } from '../../../shared/lib/use-reload-later';
import type { Operation } from '../../../shared/api/types';
import { formatDate } from '../../../shared/lib/format';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import { Button } from '../../../shared/ui/button';
import { LayersIcon, MonitorIcon, PlusIcon, SmartphoneIcon } from 'lucide-react';
import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { Skeleton } from '../../../shared/ui/spinner';
import { versionsKey, versionsQueryOptions } from '../api/get-versions';
import { versionsTexts as t } from '../messages';
import { PublishVersionModal } from './publish-version-modal';

/** Spec 2 §9: 1 s after a version action. */
export const RELOAD_AFTER_VERSION_MS = 1000;

type Deprecation = { appPlatformCode: string; appVersionCode: string };

/** A phone for the mobile platforms (MOBILE-IOS, MOBILE-ANDROID), a screen for the web. */
function PlatformIcon({ code }: { code: string }) {
  const Icon = code.startsWith('MOBILE') ? SmartphoneIcon : MonitorIcon;
  return <Icon aria-hidden="true" size={18} className="text-accent-600" />;
}

export function VersionsPage() {
  const query = useQuery(versionsQueryOptions);
  const [publishing, setPublishing] = useState(false);
  const [deprecating, setDeprecating] = useState<Deprecation | null>(null);
  const { reloadLater, pending: reloading } = useReloadLater(versionsKey);

  const platforms = query.data?.platforms ?? [];

  const settle = (success: string, failure: string, close: () => void) => (finished: Operation) => {
    if (finished.status === 'completed') {
      notifySuccess(finished.result?.message ?? success);
      close();
    } else {
      notifyError(finished.error?.message ?? failure);
    }
    reloadLater(RELOAD_AFTER_VERSION_MS);
  };

  return (
    <div>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <Button icon={<PlusIcon size={16} />} onClick={() => setPublishing(true)} disabled={!query.data}>
            {t.publishButton}
          </Button>
        }
      />
      {reloading ? (
        <p role="status" className="mb-2 text-sm text-zinc-500">
          {t.reloading}
        </p>
      ) : null}
      {query.isError ? (
        <EmptyState title={t.loadFailed} icon={<LayersIcon size={28} />} />
      ) : (
        <div className="grid gap-4 min-[900px]:grid-cols-2">
          {query.isPending
            ? [0, 1].map((i) => <Skeleton key={i} className="h-48 w-full rounded-xl" />)
            : platforms.map((platform) => (
                <section
                  key={platform.appPlatformCode}
                  aria-label={platform.appPlatformName}
                  data-testid="platform-card"
                  data-platform={platform.appPlatformCode}
                  className="rounded-xl border border-zinc-200 bg-white shadow-xs"
                >
                  <header className="flex items-center gap-2 border-b border-zinc-100 px-4 py-3">
                    <PlatformIcon code={platform.appPlatformCode} />
                    <h2 className="text-base font-semibold text-zinc-900">{platform.appPlatformName}</h2>
                  </header>
                  {platform.activeVersions.length === 0 ? (
                    <p className="px-4 py-6 text-sm text-zinc-500">{t.noActiveVersions}</p>
                  ) : (
                    <ul className="divide-y divide-zinc-100">
                      {platform.activeVersions.map((version) => (
                        <li
                          key={version.appVersionCode}
                          data-testid="version-row"
                          data-version={version.appVersionCode}
                          className="flex items-start gap-3 px-4 py-3"
                        >
                          <div className="min-w-0 flex-1">
                            <p className="font-medium text-zinc-900">{t.version(version.appVersionCode)}</p>
                            <p className="text-sm text-zinc-500">
                              {t.releaseDate}:{' '}
                              <span className="tabular-nums">{formatDate(version.releaseDate)}</span>
                            </p>
                            {version.appVersionDesc ? (
                              <p className="mt-1 text-sm break-words text-zinc-600">
                                {version.appVersionDesc}
                              </p>
                            ) : null}
                          </div>
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={t.deprecateVersion(version.appVersionCode, platform.appPlatformName)}
                            onClick={() =>
                              setDeprecating({
                                appPlatformCode: platform.appPlatformCode,
                                appVersionCode: version.appVersionCode,
                              })
                            }
                          >
                            {t.deprecate}
                          </Button>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              ))}
        </div>
      )}

      <PublishVersionModal
        open={publishing}
        platforms={platforms.map((p) => ({ value: p.appPlatformCode, label: p.appPlatformName }))}
        onClose={() => setPublishing(false)}
        onSettled={settle(t.published, t.publishFailed, () => setPublishing(false))}
      />
      <OperationConfirmModal
        open={deprecating !== null}
        title={t.deprecateTitle}
        text={t.deprecateText(deprecating?.appVersionCode ?? '')}
        request={deprecating ? { type: 'versions.deprecate', input: deprecating } : null}
        confirmLabel={t.confirm}
        testId="deprecate-modal"
        closeOnSuccess
        onSettled={settle(t.deprecatedOk, t.deprecateFailed, () => undefined)}
        onClose={() => setDeprecating(null)}
      />
    </div>
  );
}
