import { useLingui } from '@lingui/react/macro';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { PageHeader } from '@church/ui';
import { ChurchChooser } from './church-chooser';

/** §2 "/churchs": the organization's churches, nearest first once the browser shares its location. */
export function ChurchesPage() {
  const { t } = useLingui();
  const church = useChurch();
  usePageMeta({ title: `${t`Our churches`} · ${church.nome}` });

  return (
    <>
      <PageHeader title={t`Our churches`} subtitle={t`Choose a church to visit its site.`} />
      <ChurchChooser />
    </>
  );
}
