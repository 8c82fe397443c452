/**
 * Which funds count on statements: a tax-deductible switch per fund, saved at once as the shared
 * `giving-funds` setting (the API has no such field), so every staff member sees the same.
 */
import { Alert, Checkbox, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { isTaxDeductible, type GivingFundsSettings } from '../../../api/proxy/statement-settings';
import { useSaveSharedSetting, useSharedSetting } from '../../../lib/browser/shared-settings';
import { useT } from '../../../ui/i18n/language-context';
import { QueryError } from '../../../ui/query-error';
import { saveReactions, type SaveMessage } from './setting-save-message';
import { useAllFunds } from '../shared/funds-query';

export function FundTaxChoices({ disabled }: { disabled: boolean }) {
  const t = useT();
  const funds = useAllFunds();
  const setting = useSharedSetting('giving-funds');
  const save = useSaveSharedSetting('giving-funds');
  const [message, setMessage] = useState<SaveMessage>(null);

  if (funds.isError)
    return (
      <QueryError
        error={funds.error}
        onRetry={() => void funds.refetch()}
        what={t('giving.statements.run.fundsWhat')}
      />
    );
  if (setting.isError)
    return (
      <QueryError
        error={setting.error}
        onRetry={() => void setting.refetch()}
        what={t('giving.statements.run.fundSettingsWhat')}
      />
    );
  if (funds.isPending || setting.isPending) return <Skeleton height={120} />;
  const answer = setting.data;

  const toggle = (fundId: string, taxDeductible: boolean) => {
    const value: GivingFundsSettings = {
      funds: { ...answer.value.funds, [fundId]: { taxDeductible } },
    };
    setMessage(null);
    save.mutate(
      { value, from: answer },
      saveReactions(t, setMessage, t('giving.statements.funds.saved')),
    );
  };
  const counted = funds.data.filter((fund) => isTaxDeductible(answer.value, fund.id));

  return (
    <Stack gap="xs">
      <Checkbox.Group
        label={t('giving.statements.funds.legend')}
        description={t('giving.statements.funds.help')}
        value={counted.map((f) => f.id)}
      >
        <Stack gap={6} mt="xs">
          {funds.data.map((fund) => (
            <Checkbox
              key={fund.id}
              value={fund.id}
              label={fund.attributes.name}
              aria-label={t('giving.statements.funds.deductible', { fund: fund.attributes.name })}
              disabled={disabled || save.isPending}
              onChange={(event) => toggle(fund.id, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      {counted.length === 0 && (
        <Text c="red" size="sm" role="alert">
          {t('giving.statements.funds.noneCount')}
        </Text>
      )}
      {message && (
        <Alert color={message.color} variant="light" role="status" py="xs">
          {message.text}
        </Alert>
      )}
    </Stack>
  );
}
