import { List, Text } from '@mantine/core';

import { useApiList, useApiRelated } from '../../../lib/browser/api-query/api-queries';
import { QueryView } from '../../../ui/query-view';
import { FactList } from '../../../ui/resource-view/fact-list';
import { checkInsPath } from './check-ins-query';

const number = new Intl.NumberFormat();

/** The check-in group (made together by one person; the basis of label printing). */
export function CheckInGroupFacts({ checkInId }: { checkInId: string }) {
  const query = useApiRelated(checkInsPath, { id: checkInId }, 'check_in_group');
  return (
    <QueryView
      query={query}
      what="the check-in group"
      skeleton={['60%', '60%', '60%', '60%']}
      isEmpty={(group) => group === null}
      empty="Not part of a check-in group"
    >
      {(group) =>
        group && (
          <FactList
            facts={{
              'Check-ins in the group': number.format(group.attributes.check_ins_count),
              'Name labels': number.format(group.attributes.name_labels_count),
              'Security labels': number.format(group.attributes.security_labels_count),
              // The spec does not give the meaning of its values, so the code is shown as is.
              'Print status': (
                <>
                  {group.attributes.print_status}{' '}
                  <Text span size="xs" c="dimmed">
                    (status code from the service)
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
  const query = useApiList('/check_ins/v2/check_ins/{check_in_id}/options', {
    params: { check_in_id: checkInId },
    include: ['label'],
    perPage: 100,
  });
  return (
    <QueryView
      query={query}
      what="the options"
      skeleton={['60%']}
      isEmpty={(page) => page.records.length === 0}
      empty="None chosen"
    >
      {(page) => (
        <List size="sm" spacing={4}>
          {page.records.map(({ id, attributes: { body, quantity }, related: { label } }) => (
            <List.Item key={id}>
              {body}
              {label && (
                <Text span size="sm" c="dimmed">
                  {` — prints ${number.format(quantity)} “${label.attributes.name}” label${quantity === 1 ? '' : 's'}`}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </QueryView>
  );
}
