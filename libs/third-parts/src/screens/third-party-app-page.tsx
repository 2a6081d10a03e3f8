import { useLingui } from '@lingui/react/macro';
import { Navigate, useParams } from 'react-router';
import { useChurch, useEnabledModuleCodes } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, Button, buttonClassName, PageHeader, Spinner } from '@church/ui';
import { isAppNotFound, isAppSwitchedOff, useAppToken } from '../api/third-parts-api';
import { appAddressWithToken, parseAppSlug, THIRD_PARTY_CODES } from '../paths';
import { AppNotFound } from './app-not-found';
import styles from './third-parts.module.css';

/**
 * §2 `/third-parts/{app}` (login required): one of the church's external apps, handed the member's
 * identity through a short-lived signed token (never the session's), in the address's fragment so that
 * no server, Referer or log sees it. Embedded in the page or opened in a new tab, as the church set the
 * app up. A church with neither app module goes home, and so does the segment of an app of the church
 * whose own module (MOD_APP_EXTERNO_1 or _2) it has switched off, as the server says; a segment that is
 * none of the church's apps is the not-found page.
 */
export function ThirdPartyAppPage() {
  const { t } = useLingui();
  const church = useChurch();
  const enabled = useEnabledModuleCodes();
  const slug = parseAppSlug(useParams().app);
  const switchedOn = THIRD_PARTY_CODES.some((code) => enabled.has(code));
  const token = useAppToken(switchedOn ? slug : null);
  const name = token.data?.nome;
  usePageMeta({ title: `${name ?? t`Apps`} · ${church.nome}` });

  if (!switchedOn || isAppSwitchedOff(token.error)) return <Navigate to="/" replace />;
  if (slug === null || isAppNotFound(token.error)) return <AppNotFound />;
  if (token.isPending || (token.isError && token.isFetching)) return <Spinner label={t`Opening the app`} />;
  if (token.isError) {
    return (
      <>
        <PageHeader title={t`Apps`} />
        <Alert type="error">{t`The app could not be opened. Please try again.`}</Alert>
        <div className={styles.actions}>
          <Button onClick={() => void token.refetch()}>{t`Try again`}</Button>
        </div>
      </>
    );
  }
  const { nome, endereco, modo } = token.data;
  const address = appAddressWithToken(endereco, token.data.token);
  if (modo === 'embutido') {
    return (
      <>
        <PageHeader title={nome} />
        <iframe className={styles.frame} title={nome} src={address} referrerPolicy="no-referrer" />
      </>
    );
  }
  return (
    <>
      <PageHeader title={nome} />
      <p className={styles.lead}>{t`${nome} opens in a new tab, already knowing who you are.`}</p>
      <div className={styles.actions}>
        <a
          className={buttonClassName()}
          href={address}
          target="_blank"
          rel="noopener noreferrer"
          // A token is for one opening: the next click gets a fresh one.
          onClick={() => setTimeout(() => void token.refetch(), 0)}
        >
          {t`Open ${nome}`}
        </a>
      </div>
    </>
  );
}
