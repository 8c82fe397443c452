import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4, IconLogin2 } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';

import { ArchMark } from '../../ui/arch-mark';
import { useT } from '../../ui/i18n/language-context';
import { CenteredCard } from './full-page';
import { safeReturnTo, sessionHint, signInUrl } from './session-query';

/**
 * Where signed-out visitors land: what signing in means, and one button that leaves for the
 * proxy's login (the church's sign-in and consent page), which brings them back to `returnTo`.
 */
export function SignInPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const expired = params.get('reason') === 'expired';
  const explanationId = useId();
  const [leaving, setLeaving] = useState(false);
  const t = useT();

  // Said once: after this page, a signed-out visit is a first visit again.
  useEffect(() => sessionHint.set(false), []);

  // Coming back with the Back button restores this page from the back/forward cache as it was
  // left; the button must not stay busy then.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  return (
    <CenteredCard>
      <title>{t('app.signIn.documentTitle')}</title>
      <Stack gap="lg">
        <Stack gap="xs" align="center" ta="center">
          <ArchMark size={44} />
          <Title order={1} fz="h2" c="bright">
            {t('app.signIn.title')}
          </Title>
          <Text id={explanationId} c="dimmed">
            {t('app.signIn.explanation')}
          </Text>
        </Stack>
        {expired && (
          <Alert variant="light" icon={<IconClockHour4 size={20} stroke={1.75} aria-hidden />}>
            {t('app.signIn.expired')}
          </Alert>
        )}
        <Button
          size="md"
          fullWidth
          leftSection={<IconLogin2 size={20} stroke={1.75} aria-hidden />}
          loading={leaving}
          aria-describedby={explanationId}
          onClick={() => {
            setLeaving(true);
            window.location.assign(signInUrl(returnTo));
          }}
        >
          {t('app.signIn.button')}
        </Button>
      </Stack>
    </CenteredCard>
  );
}
