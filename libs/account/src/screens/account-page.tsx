import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, useChurch, useEnabledModuleCodes, useIsStaff, useSessionLoader } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { useAccountLinks } from '@church/routing';
import { Alert, Button, PageHeader, Spinner } from '@church/ui';
import { useProfileImage } from '../api/profile-image';
import { useMe } from '../api/use-member';
import { ProfilePicture } from '../components/profile-picture';
import { accountPaths } from '../paths';
import styles from './screens.module.css';

/** /user/account: the profile menu (§2) and signing out. */
export function AccountPage() {
  const { t, i18n } = useLingui();
  const church = useChurch();
  const me = useMe();
  const picture = useProfileImage();
  const loadSession = useSessionLoader();
  const navigate = useNavigate();
  // What the church's modules add (registrations, cards, giving, notes, prayers…), after the details.
  const moduleLinks = useAccountLinks(useEnabledModuleCodes());
  const staff = useIsStaff();
  const [pictureError, setPictureError] = useState<string | null>(null);
  usePageMeta({ title: `${t`My account`} · ${church.nome}` });

  if (me.isPending) return <Spinner label={t`Loading your account`} />;
  if (me.isError) return <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  const name = `${me.data.nome} ${me.data.sobrenome}`;

  const menu = [
    { to: accountPaths.data.href(), label: t`My details` },
    ...(moduleLinks ?? []).filter((link) => staff || !link.staffOnly).map((link) => ({ to: link.to, label: i18n._(link.label) })),
    { to: accountPaths.addresses.href(), label: t`Addresses` },
    { to: accountPaths.children.href(), label: t`Children` },
    { to: accountPaths.changePassword.href(), label: t`Change password` },
    { to: accountPaths.notifications.href(), label: t`Notifications` },
    { to: accountPaths.church.href(), label: t`Change church` },
    { to: accountPaths.deleteUser.href(), label: t`Delete my account` },
  ];

  return (
    <>
      <PageHeader title={t`My account`} subtitle={me.data.email} />
      <ProfilePicture
        name={name}
        image={me.data.imagem}
        busy={picture.upload.isPending || picture.remove.isPending}
        error={pictureError}
        onUpload={(file) => {
          setPictureError(null);
          picture.upload.mutate(file, {
            onError: (error) =>
              setPictureError(
                error instanceof ApiError && error.status === 413
                  ? t`The picture is too large. Choose one of at most 5 MB.`
                  : error instanceof ApiError && (error.status === 415 || error.status === 400)
                    ? t`Choose a JPEG, PNG or WebP picture.`
                    : t`The picture could not be saved. Please try again.`,
              ),
          });
        }}
        onRemove={() => picture.remove.mutate()}
      />
      <nav aria-label={t`Account`}>
        <ul className={styles.menu}>
          {menu.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <Button
        variant="secondary"
        onClick={async () => {
          const session = await loadSession();
          // Leave the members-only screen first, rendered at once (the router otherwise renders in a
          // transition): signed out while it still shows, the guard would send the person to /access.
          await navigate('/', { replace: true, flushSync: true });
          session.signOut();
        }}
      >
        {t`Sign out`}
      </Button>
    </>
  );
}
