import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { CartaoSalvo } from '@church/contracts-payments';
import { ApiError, useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { parseId } from '@church/routing';
import { Alert, Button, buttonClassName, EmptyState, PageHeader, Spinner } from '@church/ui';
import { useCardToken } from '../payment/payment-api';
import { useDeleteCard, useSaveCard, useSavedCards } from './cards-api';
import styles from '../account/account.module.css';
import { cardErrors, type CardFields, CardForm } from '@church/payment-ui';

/** How a saved card reads: "VISA •••• 4242, expires 12/40". */
export function useCardLabel() {
  const { t } = useLingui();
  return (card: CartaoSalvo) => {
    const brand = card.bandeira.toUpperCase();
    const last = card.ultimosDigitos;
    const expiry = card.validade;
    return t`${brand} •••• ${last}, expires ${expiry}`;
  };
}

/** §2 "/user/cards": the member's saved cards, grouped by payment gateway (§3 "Cards"). */
export function CardsPage() {
  const { t } = useLingui();
  const church = useChurch();
  const cards = useSavedCards();
  const label = useCardLabel();
  usePageMeta({ title: `${t`My cards`} · ${church.nome}` });
  if (cards.isPending) return <Spinner label={t`Loading your cards`} />;
  if (cards.isError) return <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  return (
    <>
      <PageHeader title={t`My cards`} />
      {cards.data.length === 0 ? <EmptyState title={t`You have no saved cards.`} /> : null}
      {cards.data.map((group) => {
        const gateway = group.idGatewayPagamento;
        return (
          <section key={gateway} aria-label={t`Cards of payment provider ${gateway}`}>
            <ul className={styles.list}>
              {group.cartoes.map((card) => (
                <li key={card.id} className={styles.card}>
                  <p className={styles.cardLink}>{label(card)}</p>
                  <Link to={`/user/deletecard?id=${card.id}`}>{t`Remove`}</Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <p>
        <Link className={buttonClassName('secondary')} to="/user/addcard">
          {t`Add a card`}
        </Link>
      </p>
    </>
  );
}

const EMPTY_CARD: CardFields = { numero: '', titular: '', validade: '', cvv: '' };

/** §2 "/user/addcard": a card typed here is tokenised by the gateway and only its token is saved. */
export function AddCardPage() {
  const { t } = useLingui();
  const church = useChurch();
  const navigate = useNavigate();
  const tokenise = useCardToken();
  const save = useSaveCard();
  const [card, setCard] = useState(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<Record<keyof CardFields, string>>>({});
  const [failed, setFailed] = useState(false);
  usePageMeta({ title: `${t`Add a card`} · ${church.nome}` });
  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const found = cardErrors(card, { required: t`This field is required.`, number: t`Check the card number.`, expiry: t`Use MM/YY.`, cvv: t`3 or 4 digits.` });
    setErrors(found);
    setFailed(false);
    if (Object.keys(found).length > 0) return;
    try {
      const token = await tokenise.mutateAsync({ numero: card.numero.trim(), titular: card.titular.trim(), validade: card.validade.trim(), cvv: card.cvv.trim() });
      await save.mutateAsync(token.token);
      void navigate('/user/cards');
    } catch (error) {
      if (error instanceof ApiError && error.problem?.code === 'CARD_INVALID') setErrors({ numero: t`Some card information is incorrect. Please check it.` });
      else setFailed(true);
    }
  };
  return (
    <form onSubmit={(submitted) => void submit(submitted)} noValidate>
      <PageHeader title={t`Add a card`} />
      {failed ? <Alert type="error">{t`The card could not be saved. Please try again.`}</Alert> : null}
      <CardForm value={card} onChange={setCard} errors={errors} />
      <Button type="submit" disabled={tokenise.isPending || save.isPending}>
        {t`Save the card`}
      </Button>
    </form>
  );
}

/** §2 "/user/deletecard?id=": removing a saved card, after confirmation. */
export function DeleteCardPage() {
  const { t } = useLingui();
  const church = useChurch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = parseId(searchParams.get('id') ?? undefined);
  const cards = useSavedCards();
  const remove = useDeleteCard();
  const label = useCardLabel();
  usePageMeta({ title: `${t`Remove a card`} · ${church.nome}` });
  const card = cards.data?.flatMap((group) => group.cartoes).find((candidate) => candidate.id === id);
  if (cards.isPending) return <Spinner label={t`Loading your cards`} />;
  if (!card) {
    return (
      <EmptyState title={t`No card was found for the e-mail of this account.`}>
        <Link to="/user/cards">{t`My cards`}</Link>
      </EmptyState>
    );
  }
  return (
    <>
      <PageHeader title={t`Remove a card`} subtitle={label(card)} />
      {remove.isError ? <Alert type="error">{t`The card could not be removed. Please try again.`}</Alert> : null}
      <p>{t`The card will no longer be offered when you pay. You can add it again at any time.`}</p>
      <Button onClick={() => remove.mutate(card.id, { onSuccess: () => void navigate('/user/cards') })} disabled={remove.isPending}>
        {t`Remove the card`}
      </Button>{' '}
      <Link to="/user/cards">{t`Cancel`}</Link>
    </>
  );
}
