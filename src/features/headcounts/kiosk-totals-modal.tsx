import { Button, CopyButton, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';

import { downloadText } from '../../lib/browser/export/download';
import { useLocale, useT } from '../../ui/i18n/language-context';
import type { KioskConfig } from './kiosk-db';
import { totalsCsv, totalsFilename, totalsSummary } from './kiosk-totals';
import type { KioskTotal } from './kiosk-totals';

/**
 * The totals kept on this device, for entry in the service's own Headcounts when it takes none
 * from Narthex: a summary to copy and a CSV file (D167).
 */
export function KioskTotalsModal({
  opened,
  onClose,
  config,
  totals,
}: {
  opened: boolean;
  onClose(): void;
  config: KioskConfig;
  totals: readonly KioskTotal[];
}) {
  const t = useT();
  const language = { t, locale: useLocale() };
  const summary = totalsSummary(language, config, totals);
  return (
    <Modal opened={opened} onClose={onClose} title={t('headcounts.totals.title')} size="md">
      <Stack gap="md">
        <Text size="sm">{t('headcounts.totals.intro')}</Text>
        <Textarea
          label={t('headcounts.totals.summary')}
          value={summary}
          readOnly
          autosize
          minRows={totals.length + 2}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Group grow preventGrowOverflow={false} wrap="wrap">
          <CopyButton value={summary}>
            {({ copied, copy }) => (
              <Button
                size="lg"
                mih={56}
                variant={copied ? 'light' : 'filled'}
                leftSection={
                  copied ? <IconCheck aria-hidden="true" /> : <IconCopy aria-hidden="true" />
                }
                onClick={copy}
              >
                {copied ? t('headcounts.totals.copied') : t('headcounts.totals.copy')}
              </Button>
            )}
          </CopyButton>
          <Button
            size="lg"
            mih={56}
            variant="default"
            leftSection={<IconDownload aria-hidden="true" />}
            onClick={() =>
              downloadText(totalsCsv(language, config, totals), totalsFilename(t, config))
            }
          >
            {t('headcounts.totals.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
