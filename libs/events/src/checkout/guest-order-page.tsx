import { useLingui } from '@lingui/react/macro';
import { useLocation, useParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { PageHeader } from '@church/ui';
import { GuestOrder } from './guest-order';

/** `/checkout/order/{paymentCode}#chave=…`: a visitor's order, opened from the link of its e-mail. */
export function GuestOrderPage() {
  const { t } = useLingui();
  const church = useChurch();
  const code = useParams().paymentCode ?? '';
  const orderKey = new URLSearchParams(useLocation().hash.slice(1)).get('chave') ?? '';
  usePageMeta({ title: `${t`Your order`} · ${church.nome}` });
  return (
    <>
      <PageHeader title={t`Your order`} subtitle={code} />
      <GuestOrder code={code} orderKey={orderKey} />
    </>
  );
}
