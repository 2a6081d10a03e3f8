import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { accountAtom, useAtomValue } from '@church/state';
import { Alert, Button, buttonClassName, EmptyState, PageHeader, Spinner } from '@church/ui';
import { isCardNotFound, useMemberCard, useRotateCardCode } from '../api/member-card-api';
import { MemberCardView } from '../card/member-card-view';
import { useCardFrame } from '../card/use-card-frame';
import { WalletButtons } from '../card/wallet-buttons';
import { memberCardPaths } from '../paths';
import styles from './screens.module.css';

/** /user/member-card: the signed-in member's card at this church, to show, print, or give a new QR code. */
export function MemberCardPage() {
  const { t } = useLingui();
  const church = useChurch();
  const account = useAtomValue(accountAtom);
  const card = useMemberCard(church.id, account?.id ?? null);
  const rotate = useRotateCardCode(account?.id ?? 0);
  const frame = useCardFrame(card.data?.codigoVerificacao);
  usePageMeta({ title: `${t`Member card`} · ${church.nome}` });

  return (
    <>
      <PageHeader title={t`Member card`} subtitle={church.nome} />
      {card.isPending ? <Spinner label={t`Loading`} /> : null}
      {card.isError && !isCardNotFound(card.error) ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {(card.isError && isCardNotFound(card.error)) || card.data === null ? (
        <EmptyState title={t`Member card data not found.`}>
          <p>{t`Your church keeps the cards of its active members. Ask the church office if you think you should have one.`}</p>
        </EmptyState>
      ) : null}
      {card.data ? (
        <>
          <MemberCardView card={card.data} churchName={frame.churchName} logoUrl={frame.logoUrl} verifyUrl={frame.verifyUrl} />
          <div className={styles.actions}>
            <Link className={buttonClassName()} to={memberCardPaths.print.href({ memberChurchId: church.id })}>
              {t`Print the card`}
            </Link>
            <Button type="button" variant="secondary" onClick={() => rotate.mutate()} disabled={rotate.isPending}>
              {rotate.isPending ? t`Making a new QR code…` : t`Get a new QR code`}
            </Button>
          </div>
          {account ? <WalletButtons usuario={account.id} /> : null}
          <p className={styles.note}>
            {t`The QR code lets anyone holding the card check that it is valid now. It carries no personal data. If a printed or shared card is lost, get a new QR code: the old one stops working at once.`}
          </p>
          {rotate.isSuccess ? <Alert type="success">{t`Your card has a new QR code. The old one no longer works.`}</Alert> : null}
          {rotate.isError ? <Alert type="error">{t`The QR code could not be changed. Please try again.`}</Alert> : null}
        </>
      ) : null}
    </>
  );
}
