import { List, Text } from '@mantine/core';

import { useApiList, useApiRelated } from '../../../lib/browser/api-query/api-queries';
import { useT } from '../../../ui/i18n/language-context';
import { QueryView } from '../../../ui/query-view';
import { FactList } from '../../../ui/resource-view/fact-list';
import { useNumberFormat } from '../shared/use-number-format';
import { checkInsPath } from './check-ins-query';

/** The check-in group (made together by one person; the basis of label printing). */
export function CheckInGroupFacts({ checkInId }: { checkInId: string }) {
  const t = useT();
  const number = useNumberFormat();
  const query = useApiRelated(checkInsPath, { id: checkInId }, 'check_in_group');
  return (
    <QueryView
      query={query}
      what={t('check-ins.list.group.what')}
      skeleton={['60%', '60%', '60%', '60%']}
      isEmpty={(group) => group === null}
      empty={t('check-ins.list.group.none')}
    >
      {(group) =>
        group && (
          <FactList
            facts={{
              [t('check-ins.list.group.checkIns')]: number.format(group.attributes.check_ins_count),
              [t('check-ins.list.group.nameLabels')]: number.format(
                group.attributes.name_labels_count,
              ),
              [t('check-ins.list.group.securityLabels')]: number.format(
                group.attributes.security_labels_count,
              ),
              // The spec does not give the meaning of its values, so the code is shown as is.
              [t('check-ins.list.group.printStatus')]: (
                <>
                  {group.attributes.print_status}{' '}
                  <Text span size="xs" c="dimmed">
                    {t('check-ins.list.group.statusCode')}
                  </Text>
                </>
              ),
            }}
          />
        )
      }
    </QueryView>
  );
}

/** Options chosen at check-in (e.g. an allergy), with the extra label each one prints. */
export function CheckInOptions({ checkInId }: { checkInId: string }) {
  const t = useT();
  const query = useApiList('/check_ins/v2/check_ins/{check_in_id}/options', {
    params: { check_in_id: checkInId },
    include: ['label'],
    perPage: 100,
  });
  return (
    <QueryView
      query={query}
      what={t('check-ins.list.options.what')}
      skeleton={['60%']}
      isEmpty={(page) => page.records.length === 0}
      empty={t('check-ins.list.options.none')}
    >
      {(page) => (
        <List size="sm" spacing={4}>
          {page.records.map(({ id, attributes: { body, quantity }, related: { label } }) => (
            <List.Item key={id}>
              {body}
              {label && (
                <Text span size="sm" c="dimmed">
                  {' — '}
                  {t('check-ins.list.options.prints', { quantity, label: label.attributes.name })}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </QueryView>
  );
}
