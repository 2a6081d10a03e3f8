import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { accountAtom, useAtomValue } from '@church/state';
import { Alert, Button, EmptyState, Spinner } from '@church/ui';
import { isCardNotFound, useMemberCard } from '../api/member-card-api';
import { MemberCardView } from '../card/member-card-view';
import { useCardFrame } from '../card/use-card-frame';
import { parseId } from '../paths';
import styles from './screens.module.css';

/**
 * /embed/print-member-card (§2 "Embed layout": userId, memberChurchId, showCard): a card at ID-card
 * size for printing. `userId` names another member (the church's staff print any member's card; the
 * server refuses anyone else), `memberChurchId` must be this church, and `showCard=false` opens the
 * print dialog as soon as the card is ready.
 */
export function PrintMemberCardPage() {
  const { t } = useLingui();
  const church = useChurch();
  const account = useAtomValue(accountAtom);
  const [search] = useSearchParams();
  const userParam = search.get('userId');
  const churchParam = search.get('memberChurchId');
  const userId = userParam === null ? (account?.id ?? null) : parseId(userParam);
  const churchId = churchParam === null ? church.id : parseId(churchParam);
  const wrongAddress = (userParam !== null && userId === null) || churchId !== church.id;
  const printAtOnce = search.get('showCard') === 'false';
  const card = useMemberCard(church.id, wrongAddress ? null : userId);
  const frame = useCardFrame(card.data?.codigoVerificacao);
  usePageMeta({ title: `${t`Member card`} · ${church.nome}` });

  const ready = Boolean(card.data) && frame.verifyUrl !== '';
  useEffect(() => {
    if (printAtOnce && ready) window.print();
  }, [printAtOnce, ready]);

  const notFound = wrongAddress || (card.isError && isCardNotFound(card.error)) || card.data === null;
  return (
    <div className={styles.print}>
      <h1 className="visually-hidden">{t`Member card`}</h1>
      {!notFound && card.isPending ? <Spinner label={t`Loading`} /> : null}
      {card.isError && !isCardNotFound(card.error) ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {notFound ? <EmptyState title={t`Member card data not found.`} /> : null}
      {card.data ? (
        <>
          <MemberCardView card={card.data} churchName={frame.churchName} logoUrl={frame.logoUrl} verifyUrl={frame.verifyUrl} />
          {printAtOnce ? null : (
            <p className={`${styles.actions} ${styles.noPrint}`}>
              <Button type="button" onClick={() => window.print()}>
                {t`Print`}
              </Button>
            </p>
          )}
        </>
      ) : null}
    </div>
  );
}
