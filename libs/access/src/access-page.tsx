import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { paths as ReferenceDataPaths } from '@church/contracts-reference-data';
import {
  ApiError,
  getCongregationsQueryOptions,
  lookupPostcode,
  moduleApi,
  type SignInResult,
  useChurch,
  useDataAccess,
  usePlaceLookups,
  useReferenceData,
  useSessionLoader,
} from '@church/data-access';
import { countryLabel, maritalStatusLabel, toPersonalDataPayload } from '@church/forms';
import { usePageMeta } from '@church/page-meta';
import { postSignInPathAtom } from '@church/state';
import { Button, Spinner } from '@church/ui';
import { accessMessages, messageFor, registrationFieldErrors } from './access-messages';
import { lookupAccount } from './api/lookup-account';
import { requestPasswordReset, resetPassword } from './api/password-reset';
import { registerMember } from './api/register';
import { requestEmailVerification } from './api/request-email-verification';
import { verifyEmail } from './api/verify-email';
import { pendingRedirect } from './pending-redirect';
import { safeRedirectPath } from './safe-redirect';
import { CompleteStep } from './steps/complete-step';
import { EmailStep } from './steps/email-step';
import { ForgotStep } from './steps/forgot-step';
import { LoginStep } from './steps/login-step';
import { MessageStep } from './steps/message-step';
import { NewPasswordStep } from './steps/new-password-step';
import { type RegistrationValues, RegisterStep } from './steps/register-step';

type Step =
  | { kind: 'email'; email?: string; notice?: string }
  | { kind: 'login'; email: string }
  | { kind: 'register'; email: string }
  | { kind: 'activation-sent'; email: string }
  | { kind: 'forgot'; email: string }
  | { kind: 'reset-sent'; email: string }
  | { kind: 'new-password'; token: string }
  | { kind: 'verifying'; token: string }
  | { kind: 'complete' };

function initialStep(search: URLSearchParams): Step {
  const resetToken = search.get('resetToken');
  if (resetToken) return { kind: 'new-password', token: resetToken };
  const verifyToken = search.get('verifyToken');
  if (verifyToken) return { kind: 'verifying', token: verifyToken };
  return { kind: 'email' };
}

/** §2 /access: the e-mail first, then login, registration, completing a registration or activation. */
export function AccessPage() {
  const { t, i18n } = useLingui();
  const church = useChurch();
  const { clients } = useDataAccess();
  const loadSession = useSessionLoader();
  const [search] = useSearchParams();
  const [step, setStep] = useState<Step>(() => initialStep(search));
  const [error, setError] = useState<string | null>(null);
  const redirectTo = safeRedirectPath(search.get('redirectTo'), window.location.origin);
  const setPostSignInPath = useSetAtom(postSignInPathAtom);
  usePageMeta({ title: `${t`Sign in`} · ${church.nome}` });

  const go = (next: Step) => {
    setError(null);
    setStep(next);
    window.scrollTo?.({ top: 0 });
  };

  useEffect(() => {
    if (step.kind !== 'verifying') return;
    verifyEmail(clients.api, step.token).then(
      () => go({ kind: 'email', notice: t`Your account is active. Sign in to continue.` }),
      () => {
        go({ kind: 'email' });
        setError(accessMessages.invalidLink());
      },
    );
    // Runs once for the link that opened the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /**
   * Sets where the person goes once signed in; the guard takes them there as soon as the login state
   * says they are in (a redirectTo of this visit, else the one remembered at registration).
   */
  const aimAfterSignIn = () => {
    const remembered = search.has('redirectTo') ? null : pendingRedirect.read();
    setPostSignInPath(remembered ? safeRedirectPath(remembered, window.location.origin) : redirectTo);
  };

  const finish = (result: SignInResult) => {
    if (result.needsChurchAccount) go({ kind: 'complete' });
    else pendingRedirect.clear();
  };

  const sendActivation = async (email: string) => {
    try {
      await requestEmailVerification(clients.api, church.codigo, email);
      pendingRedirect.remember(redirectTo);
      go({ kind: 'activation-sent', email });
    } catch (cause) {
      setError(messageFor(cause, accessMessages.activationNotSent));
    }
  };

  switch (step.kind) {
    case 'verifying':
      return <Spinner label={t`Activating your account`} />;
    case 'email':
      return (
        <EmailStep
          initialEmail={step.email}
          notice={step.notice}
          registering={search.get('start') === 'register'}
          error={error}
          onSubmit={async (email) => {
            setError(null);
            try {
              const status = await lookupAccount(clients.api, email);
              if (status === 'none') go({ kind: 'register', email });
              else if (status === 'inactive') await sendActivation(email);
              else go({ kind: 'login', email });
            } catch (cause) {
              setError(messageFor(cause));
            }
          }}
        />
      );
    case 'login':
      return (
        <LoginStep
          email={step.email}
          error={error}
          onChangeEmail={() => go({ kind: 'email', email: step.email })}
          onForgotPassword={() => go({ kind: 'forgot', email: step.email })}
          onSubmit={async (password) => {
            setError(null);
            try {
              const session = await loadSession();
              aimAfterSignIn();
              finish(await session.signIn(step.email, password));
            } catch (cause) {
              if (cause instanceof ApiError && cause.problem?.code === 'AUTH_ACCOUNT_INACTIVE') await sendActivation(step.email);
              else setError(messageFor(cause));
            }
          }}
        />
      );
    case 'register':
      return (
        <RegistrationStep
          email={step.email}
          onChangeEmail={() => go({ kind: 'email', email: step.email })}
          onSubmit={async (values, captcha) => {
            try {
              const payload = toPersonalDataPayload(values, i18n.locale);
              await registerMember(clients.api, church.id, { ...payload, email: step.email, senha: values.senha, ...(captcha ? { captcha } : {}) });
              pendingRedirect.remember(redirectTo);
              go({ kind: 'activation-sent', email: step.email });
            } catch (cause) {
              if (cause instanceof ApiError && cause.problem?.code === 'USR_EMAIL_IN_USE') {
                go({ kind: 'login', email: step.email });
                return undefined;
              }
              const fieldErrors = registrationFieldErrors(cause);
              return fieldErrors ? { fieldErrors } : { error: messageFor(cause) };
            }
            return undefined;
          }}
        />
      );
    case 'activation-sent': {
      const { email } = step;
      return (
        <MessageStep
          title={t`Check your e-mail`}
          actions={
            <Button variant="secondary" onClick={() => void sendActivation(email)}>
              {t`Send the link again`}
            </Button>
          }
        >
          <p>{t`We sent an activation link to ${email}. Open it to activate your account, then sign in.`}</p>
          {error ? <p>{error}</p> : null}
        </MessageStep>
      );
    }
    case 'forgot': {
      const { email } = step;
      return (
        <ForgotStep
          email={email}
          error={error}
          onSend={async (captcha) => {
            try {
              await requestPasswordReset(clients.api, church.codigo, email, captcha);
              go({ kind: 'reset-sent', email });
            } catch (cause) {
              setError(messageFor(cause));
            }
          }}
        />
      );
    }
    case 'reset-sent': {
      const { email } = step;
      return (
        <MessageStep title={t`Check your e-mail`}>
          {/* Issue 8: the server answers alike whether or not the e-mail has an account. */}
          <p>{t`If an account exists for ${email}, we have sent a link to that address to choose a new password.`}</p>
        </MessageStep>
      );
    }
    case 'new-password':
      return (
        <NewPasswordStep
          error={error}
          onSubmit={async (password) => {
            try {
              await resetPassword(clients.api, step.token, password);
              go({ kind: 'email', notice: t`Your password was changed. Sign in with the new one.` });
            } catch (cause) {
              setError(cause instanceof ApiError && cause.status === 400 ? accessMessages.invalidLink() : messageFor(cause));
            }
          }}
        />
      );
    case 'complete':
      return (
        <CompletionStep
          error={error}
          onSubmit={async (values) => {
            try {
              await registerMember(clients.api, church.id, {
                idCongregacao: values.idCongregacao ? Number(values.idCongregacao) : null,
                observacoes: values.observacoes.trim() || null,
              });
              const session = await loadSession();
              finish(await session.loadUserData());
            } catch (cause) {
              setError(messageFor(cause));
            }
          }}
        />
      );
  }
}

function useCongregationOptions() {
  const church = useChurch();
  const { clients } = useDataAccess();
  const congregations = useQuery(getCongregationsQueryOptions(clients.api, church.id));
  return useMemo(
    () => (congregations.data ?? []).map((c) => ({ value: String(c.id), label: c.nome })),
    [congregations.data],
  );
}

/**
 * The registration step with the church's congregations and the reference data it needs, and the same
 * place lookups as the account's personal form: a country's states, a state's cities, a postcode's place.
 */
function RegistrationStep(props: {
  email: string;
  onChangeEmail: () => void;
  onSubmit: (values: RegistrationValues, captcha: string | undefined) => Promise<{ fieldErrors?: Record<string, string>; error?: string } | undefined>;
}) {
  const { i18n } = useLingui();
  const { clients } = useDataAccess();
  const reference = useReferenceData();
  const congregations = useCongregationOptions();
  const locale = i18n.locale;
  const brazilCountryId = String(reference.countries.find((country) => country.sigla === 'BR')?.id ?? '') || null;
  return (
    <RegisterStep
      {...props}
      locale={locale}
      brazilCountryId={brazilCountryId}
      congregations={congregations}
      countries={reference.countries.map((c) => ({ value: String(c.id), label: countryLabel(c.sigla, c.nome, locale), sigla: c.sigla }))}
      usePlaces={usePlaceLookups}
      maritalStatuses={reference.maritalStatuses.map((s) => ({ value: String(s.id), label: maritalStatusLabel(s.codigo, s.nome) }))}
      occupations={reference.occupations.map((o) => ({ value: String(o.id), label: o.nome }))}
      lookupPostcode={async (cep) => {
        const found = await lookupPostcode(moduleApi<ReferenceDataPaths>(clients), cep);
        return found ? { logradouro: found.logradouro, bairro: found.bairro, cidade: found.localidade, estado: found.uf } : null;
      }}
    />
  );
}

function CompletionStep(props: { error: string | null; onSubmit: (values: { idCongregacao: string; observacoes: string }) => Promise<void> }) {
  const church = useChurch();
  const congregations = useCongregationOptions();
  return <CompleteStep churchName={church.nome} congregations={congregations} {...props} />;
}
