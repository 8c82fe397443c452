import { Text } from '@mantine/core';

import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';

export type GivingPersonAttributes = RecordOf<'/giving/v2/people'>['attributes'];

/** One way to reach a person, and where it is used ("home"). */
export interface ContactLine {
  text: string;
  note: string;
}

export const emailLines = (person: GivingPersonAttributes): ContactLine[] =>
  person.email_addresses.map((e) => ({ text: e.address, note: e.location }));

export const phoneLines = (person: GivingPersonAttributes): ContactLine[] =>
  person.phone_numbers.map((p) => ({ text: p.number, note: p.location }));

export function permissionsText(t: Translate, permissions: string): string {
  return t('giving.people.permission', { permissions });
}

/** Each line with its note dimmed in parentheses. */
export function ContactLines({ lines }: { lines: readonly ContactLine[] }) {
  return lines.map((line, index) => (
    <Text size="sm" key={index}>
      {line.text}
      {line.note !== '' && (
        <Text span size="xs" c="dimmed">
          {' '}
          ({line.note})
        </Text>
      )}
    </Text>
  ));
}
