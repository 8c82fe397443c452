import { Button, Code, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { useT } from '../../ui/i18n/language-context';
import { CenteredCard, FullPageLoader } from './full-page';
import { sessionErrorText } from './session-error-text';
import { sessionHint, signInPagePath, useSession } from './session-query';
import { SignedInSessionContext } from './signed-in-session';

/**
 * Sends a signed-out visitor to the sign-in page, remembering where they were going. When this
 * browser had a session before, the sign-in page says that it ended.
 */
function RedirectToSignIn() {
  const { pathname, search, hash } = useLocation();
  // Read once: the hint is cleared below, and a changed target would navigate a second time.
  const [expired] = useState(() => sessionHint.get());
  useEffect(() => sessionHint.set(false), []);
  return (
    <Navigate
      to={signInPagePath(`${pathname}${search}${hash}`, expired ? 'expired' : undefined)}
      replace
    />
  );
}

function SessionCheckFailed({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <CenteredCard>
      <title>{t('app.session.unreachableTitle')}</title>
      <Stack align="flex-start" gap="md">
        <ThemeIcon variant="light" color="red" size={48} radius="xl" aria-hidden="true">
          <IconPlugConnectedX size={26} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz="h2" c="bright">
          {t('app.session.unreachableTitle')}
        </Title>
        <Text>{t('app.session.unreachableText')}</Text>
        <Code block w="100%" style={{ whiteSpace: 'pre-wrap' }}>
          {sessionErrorText(t, error)}
        </Code>
        <Button onClick={onRetry} loading={retrying}>
          {t('app.session.retry')}
        </Button>
      </Stack>
    </CenteredCard>
  );
}

/**
 * The app shell's guard: renders its children only with a signed-in session, which they read
 * with useSignedInSession(). While the proxy is asked it shows a full-page loader; signed out,
 * it redirects to the sign-in page; when the proxy cannot be reached, it offers a retry.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { data, error, isFetching, refetch } = useSession();
  const t = useT();
  const signedIn = data?.signedIn === true;

  useEffect(() => {
    if (signedIn) sessionHint.set(true);
  }, [signedIn]);

  // A failed background re-check keeps the last answer: a blip must not sign anyone out.
  if (data?.signedIn) {
    return <SignedInSessionContext value={data}>{children}</SignedInSessionContext>;
  }
  if (data) return <RedirectToSignIn />;
  if (error) {
    return (
      <SessionCheckFailed error={error} retrying={isFetching} onRetry={() => void refetch()} />
    );
  }
  return <FullPageLoader label={t('app.session.checking')} />;
}
