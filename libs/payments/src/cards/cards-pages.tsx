import { useLingui } from '@lingui/react/macro';
import { type FormEvent, Suspense, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { cardErrors, type CardFields, CardForm } from '@church/payment-ui';
import { parseId } from '@church/routing';
import { Alert, Button, buttonClassName, EmptyState, PageHeader, Spinner } from '@church/ui';
import { useStartCardSetup } from '../api/card-setup';
import { cardInputOf, useCardToken } from '../api/card-token';
import { useDeleteCard, useSaveCard, useSavedCards } from '../api/saved-cards';
import { SandboxNotice } from '../checkout/sandbox-notice';
import { usePaymentFieldMessages } from '../checkout/validation-messages';
import { type CardProvider, useCardProvider } from '../card-fields/card-provider';
import { LazyStripeCardFields } from '../stripe/lazy-card-fields';
import { usePayingDocument } from '../card-fields/paying-document';
import { CardFieldsError, type CardFieldsSlot } from '../card-fields/card-fields-handle';
import { paymentsPaths } from '../paths';
import { useCardLabel } from './card-label';
import styles from './cards.module.css';

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
                  <p className={styles.label}>{label(card)}</p>
                  <Link to={paymentsPaths.deleteCard.href(card.id)}>{t`Remove`}</Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <p>
        <Link className={buttonClassName('secondary')} to={paymentsPaths.addCard.href()}>
          {t`Add a card`}
        </Link>
      </p>
    </>
  );
}

const EMPTY_CARD: CardFields = { numero: '', titular: '', validade: '', cvv: '' };

/**
 * §2 "/user/addcard": a card is saved for the member. Where Stripe serves the church's cards, it is
 * typed into Stripe's own fields and confirmed by Stripe.js on a SetupIntent of the member's (the bank's
 * check, when asked, in Stripe's window), and saved by the SetupIntent's id: the card never reaches our
 * server. In the sandbox, it is tokenised by the card-token call and only its token is saved.
 */
export function AddCardPage() {
  const { t } = useLingui();
  const church = useChurch();
  const provider = useCardProvider();
  usePageMeta({ title: `${t`Add a card`} · ${church.nome}` });
  const reloading = usePayingDocument(provider.kind === 'stripe');
  if (reloading) return <Spinner label={t`Loading the card fields`} />;
  if (provider.kind === 'mercadopago') return <CardsNotKept />;
  return provider.kind === 'stripe' ? <AddStripeCard provider={provider} /> : <AddSandboxCard />;
}

/** Where Mercado Pago takes the church's cards: each payment's card is typed at its checkout, and none is kept here. */
function CardsNotKept() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Add a card`} />
      <Alert type="info">{t`This church does not keep cards: type your card when you pay, in its payment provider's secure fields. Monthly gifts here are given by Pix.`}</Alert>
      <Link to={paymentsPaths.cards.href()}>{t`Back to my cards`}</Link>
    </>
  );
}

function AddStripeCard({ provider }: { provider: Extract<CardProvider, { kind: 'stripe' }> }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const start = useStartCardSetup();
  const save = useSaveCard();
  const cardRef = useRef<CardFieldsSlot['current']>(null);
  const [holder, setHolder] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'titular' | 'numero', string>>>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const messages = usePaymentFieldMessages();
  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    if (busy) return;
    setFailed(false);
    if (holder.trim().length < 2) return setErrors({ titular: messages.card.required });
    setErrors({});
    const fields = cardRef.current;
    if (!fields) return setErrors({ numero: messages.cardFieldsNotReady });
    setBusy(true);
    try {
      if (!fields.confirmCardSetup) return setErrors({ numero: messages.cardFieldsNotReady });
      const setupIntent = await fields.confirmCardSetup(await start.mutateAsync(), holder.trim());
      await save.mutateAsync({ setupIntent });
      void navigate(paymentsPaths.cards.href());
    } catch (error) {
      if (error instanceof CardFieldsError && error.type) setErrors({ numero: error.message });
      else if (error instanceof ApiError && error.problem?.code === 'CARD_INVALID') setErrors({ numero: messages.cardRefused });
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(submitted) => void submit(submitted)} noValidate>
      <PageHeader title={t`Add a card`} />
      {failed ? <Alert type="error">{t`The card could not be saved. Please try again.`}</Alert> : null}
      <Suspense fallback={<Spinner label={t`Loading the card fields`} />}>
        <LazyStripeCardFields publishableKey={provider.publishableKey} holder={holder} onHolderChange={setHolder} errors={errors} handleRef={cardRef} />
      </Suspense>
      <Button type="submit" disabled={busy}>
        {busy ? t`Processing…` : t`Save the card`}
      </Button>
    </form>
  );
}

function AddSandboxCard() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const tokenise = useCardToken();
  const save = useSaveCard();
  const [card, setCard] = useState(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<Record<keyof CardFields, string>>>({});
  const [failed, setFailed] = useState(false);
  const messages = usePaymentFieldMessages();
  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const found = cardErrors(card, messages.card);
    setErrors(found);
    setFailed(false);
    if (Object.keys(found).length > 0) return;
    try {
      const token = await tokenise.mutateAsync(cardInputOf(card));
      await save.mutateAsync({ token: token.token });
      void navigate(paymentsPaths.cards.href());
    } catch (error) {
      if (error instanceof ApiError && error.problem?.code === 'CARD_INVALID') setErrors({ numero: messages.cardRefused });
      else setFailed(true);
    }
  };
  return (
    <form onSubmit={(submitted) => void submit(submitted)} noValidate>
      <PageHeader title={t`Add a card`} />
      {failed ? <Alert type="error">{t`The card could not be saved. Please try again.`}</Alert> : null}
      <SandboxNotice />
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
        <Link to={paymentsPaths.cards.href()}>{t`My cards`}</Link>
      </EmptyState>
    );
  }
  return (
    <>
      <PageHeader title={t`Remove a card`} subtitle={label(card)} />
      {remove.isError ? <Alert type="error">{t`The card could not be removed. Please try again.`}</Alert> : null}
      <p>{t`The card will no longer be offered when you pay. You can add it again at any time.`}</p>
      <Button onClick={() => remove.mutate(card.id, { onSuccess: () => void navigate(paymentsPaths.cards.href()) })} disabled={remove.isPending}>
        {t`Remove the card`}
      </Button>{' '}
      <Link to={paymentsPaths.cards.href()}>{t`Cancel`}</Link>
    </>
  );
}
