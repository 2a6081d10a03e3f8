import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, PageHeader, Spinner } from '@church/ui';
import { useCardVerification } from '../api/member-card-api';
import { useCardCodeKey, useOfflineCardCheck } from '../api/offline-card-check';
import { parseCardCode } from '../paths';
import { CheckAnotherCode } from './check-another-code';
import styles from './screens.module.css';

/**
 * /member-card/verify?code=…, what a card's QR code opens: whether the card is valid now at this church
 * (an active member: their name, photo and congregation) or not, asked of the server each time. Without
 * a network, a code is checked from its signature with the church's key this browser kept, and the page
 * says what that can and cannot tell; a steward at a door checks the next code from the same page.
 */
export function VerifyCardPage() {
  const { t } = useLingui();
  const church = useChurch();
  const [search] = useSearchParams();
  const code = parseCardCode(search.get('code') ?? undefined);
  const check = useCardVerification(code);
  const key = useCardCodeKey();
  // TanStack Query holds a read while the browser says it is offline.
  const offline = code !== null && check.fetchStatus === 'paused';
  const offlineCheck = useOfflineCardCheck(code, key.data, offline);
  usePageMeta({ title: `${t`Member card check`} · ${church.nome}` });
  const invalid = code === null || check.data?.valida === false;
  const holder = check.data?.valida ? check.data : null;
  const fullName = holder?.nome ?? '';
  const congregation = holder?.congregacao ?? '';
  const churchName = church.nome;

  return (
    <div className={styles.verify}>
      <PageHeader title={t`Member card check`} subtitle={church.nome} />
      {code !== null && check.isPending && !offline ? <Spinner label={t`Checking the card…`} /> : null}
      {offline && !key.data ? (
        <Alert type="warning">{t`You are offline, and this browser has not kept this church's key to check cards without a network. Open this page once with a network.`}</Alert>
      ) : null}
      {offline && offlineCheck.data === true ? (
        <section className={`${styles.verdict} ${styles.valid}`} aria-labelledby="member-card-verdict">
          <span className={styles.mark} aria-hidden="true">
            ✓
          </span>
          <h2 id="member-card-verdict">{t`A card of ${churchName}`}</h2>
          <p>{t`Checked offline: this code was signed by ${churchName}. A newer code or an ended membership can only be seen with a network; check again when you are back online.`}</p>
        </section>
      ) : null}
      {offline && offlineCheck.data === false ? (
        <section className={styles.verdict} aria-labelledby="member-card-verdict">
          <span className={styles.mark} aria-hidden="true">
            ✕
          </span>
          <h2 id="member-card-verdict">{t`This card is not valid`}</h2>
          <p>{t`Checked offline: this code was not signed by ${churchName}.`}</p>
        </section>
      ) : null}
      {check.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {holder ? (
        <section className={`${styles.verdict} ${styles.valid}`} aria-labelledby="member-card-verdict">
          <span className={styles.mark} aria-hidden="true">
            ✓
          </span>
          <h2 id="member-card-verdict">{t`Valid member card`}</h2>
          {holder.imagem ? <img className={styles.holderPhoto} src={holder.imagem.url} alt={fullName} /> : null}
          <p className={styles.fullName}>{holder.nome}</p>
          {congregation ? <p>{t`Congregation: ${congregation}`}</p> : null}
          <p>{t`An active member of ${churchName} now.`}</p>
        </section>
      ) : null}
      {invalid ? (
        <section className={styles.verdict} aria-labelledby="member-card-verdict">
          <span className={styles.mark} aria-hidden="true">
            ✕
          </span>
          <h2 id="member-card-verdict">{t`This card is not valid`}</h2>
          <p>{t`Its code was replaced by a newer one or altered, or its holder is no longer an active member of this church.`}</p>
        </section>
      ) : null}
      <CheckAnotherCode />
    </div>
  );
}
