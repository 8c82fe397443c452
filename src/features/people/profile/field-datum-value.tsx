import { Anchor, Text } from '@mantine/core';

import { useT } from '../../../ui/i18n/language-context';
import { sameOriginImageUrl } from '../shared/avatar-source';
import type { DatumRecord } from './field-data-queries';
import { CalendarDateText } from '../shared/person-calendar-date';

/** A custom field's value as people read it: Yes / No, a date, the file's name, the text. */
export function FieldDatumValue({ datum, dataType }: { datum: DatumRecord; dataType: string }) {
  const t = useT();
  const { value, file, file_name: fileName } = datum.attributes;
  if (dataType === 'file') {
    const name =
      typeof fileName === 'string' && fileName !== ''
        ? fileName
        : t('people.fieldData.attachedFile');
    const href = sameOriginImageUrl(file);
    return href ? (
      <Anchor href={href} download>
        {name}
      </Anchor>
    ) : (
      <Text span size="sm">
        {file ? name : t('people.fieldData.noFile')}
      </Text>
    );
  }
  if (dataType === 'boolean')
    return (
      <>
        {value === 'true'
          ? t('people.fieldData.yes')
          : value === 'false'
            ? t('people.fieldData.no')
            : value}
      </>
    );
  if (dataType === 'date') return <CalendarDateText value={value} />;
  return (
    <Text span size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  );
}
