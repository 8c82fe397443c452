import { Group, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingBank,
  IconCircleCheck,
  IconCreditCard,
  IconHelpCircle,
} from '@tabler/icons-react';

import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { useT } from '../../../ui/i18n/language-context';
import { useCurrentMonth } from './fund-month-current';
import {
  isCard,
  paymentMethodTitle,
  readExpiration,
  verifiedState,
  type PaymentMethodAttributes,
} from './payment-method-text';

const iconProps = { size: 16, stroke: 1.75, 'aria-hidden': true } as const;
const dangerText = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';

function CardExpiry({ expiration }: { expiration: string | null }) {
  const t = useT();
  const { timeZone } = useOrganizationTimeZone();
  const currentMonth = useCurrentMonth(timeZone ?? 'UTC') ?? '';
  const expiry = readExpiration(expiration, currentMonth);
  switch (expiry.kind) {
    case 'none':
      return (
        <Text size="sm" c="dimmed">
          {t('giving.paymentMethod.noExpiration')}
        </Text>
      );
    case 'valid':
      return <Text size="sm">{t('giving.paymentMethod.expires', { date: expiry.text })}</Text>;
    case 'expired':
      return (
        <Group gap={4} wrap="nowrap">
          <IconAlertTriangle {...iconProps} color={dangerText} />
          <Text size="sm" style={{ color: dangerText }} fw={600}>
            {t('giving.paymentMethod.expired', { date: expiry.text })}
          </Text>
        </Group>
      );
    case 'unreadable':
      return (
        <Text size="sm">{t('giving.paymentMethod.expiration', { expiration: expiry.text })}</Text>
      );
  }
}

function BankVerification({ verified }: { verified: unknown }) {
  const t = useT();
  const state = verifiedState(verified);
  return (
    <Group gap={4} wrap="nowrap">
      {state === null ? (
        <IconHelpCircle {...iconProps} />
      ) : state ? (
        <IconCircleCheck {...iconProps} color="var(--mantine-color-green-7)" />
      ) : (
        <IconAlertTriangle {...iconProps} color="var(--mantine-color-orange-7)" />
      )}
      <Text size="sm" c={state === null ? 'dimmed' : undefined}>
        {state === null
          ? t('giving.paymentMethod.verificationUnknown')
          : state
            ? t('giving.paymentMethod.verified')
            : t('giving.paymentMethod.notVerified')}
      </Text>
    </Group>
  );
}

/** A saved payment method: what it is, and its expiration (cards) or verification (banks). */
export function PaymentMethodSummary({ method }: { method: PaymentMethodAttributes }) {
  const t = useT();
  const card = isCard(method);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-method-type={method.method_type}>
      {card ? (
        <IconCreditCard size={20} aria-hidden="true" />
      ) : (
        <IconBuildingBank size={20} aria-hidden="true" />
      )}
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {paymentMethodTitle(t, method)}
        </Text>
        {card ? (
          <CardExpiry expiration={method.expiration} />
        ) : (
          <BankVerification verified={method.verified} />
        )}
      </Stack>
    </Group>
  );
}
