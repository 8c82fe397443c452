/**
 * Station settings in words. The spec types mode and input_type as integers without naming
 * their values; these names are the sandbox's (src/sandbox/seed/check-ins-setup.ts), and the
 * number is always shown beside them.
 */
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { MessageId } from '../../../messages/message-id';

/** A numbered setting's name with its number, or the number alone when it has no name. */
function numbered(names: Readonly<Record<number, MessageId>>, unnamed: MessageId) {
  return (t: Translate, value: number): string => {
    const name = names[value];
    return name === undefined ? t(unnamed, { value }) : `${t(name)} (${value})`;
  };
}

export const modeText = numbered(
  {
    0: 'check-ins.stations.mode.selfCheckIn',
    1: 'check-ins.stations.mode.manned',
    2: 'check-ins.stations.mode.roster',
  },
  'check-ins.stations.mode.unnamed',
);

export const inputTypeText = numbered(
  {
    0: 'check-ins.stations.input.phone',
    1: 'check-ins.stations.input.name',
    2: 'check-ins.stations.input.barcode',
  },
  'check-ins.stations.input.unnamed',
);

/** online is not typed by the spec: true / false read as words, anything else as itself. */
export function onlineText(t: Translate, online: unknown): string {
  if (online === true) return t('check-ins.stations.online.yes');
  if (online === false) return t('check-ins.stations.online.no');
  if (online === null || online === undefined || online === '') {
    return t('check-ins.stations.online.unknown');
  }
  return String(online);
}

export function timeoutText(t: Translate, seconds: number): string {
  if (seconds <= 0) return t('check-ins.stations.timeout.never');
  if (seconds % 60 === 0) return t('check-ins.stations.timeout.minutes', { minutes: seconds / 60 });
  return t('check-ins.stations.timeout.seconds', { seconds });
}
