import { Anchor, Skeleton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';

import { useApiRelated } from '../../../lib/browser/api-query/api-queries';
import { useT } from '../../../ui/i18n/language-context';
import { Dimmed } from '../../../ui/resource-view/attribute-column';
import { givingPersonName } from '../shared/giving-person-name';

/**
 * A donation's donor by name, linking to their giving page. The donations endpoints include no
 * person (Donation.person is beyond the spec, D11), so each shown row asks
 * GET donations/{id}/person once; the answer is cached with the rest of the giving queries.
 */
export function BatchDonor({ donationId }: { donationId: string }) {
  const t = useT();
  const query = useApiRelated('/giving/v2/donations', { id: donationId }, 'person');
  if (query.isPending) {
    // A skeleton is a plain div, which may not carry a label: its words are read beside it.
    return (
      <>
        <Skeleton height={12} width={100} />
        <VisuallyHidden>{t('giving.batch.loadingDonor')}</VisuallyHidden>
      </>
    );
  }
  if (query.isError) return <Dimmed>—</Dimmed>;
  const person = query.data;
  if (person === null) return <Dimmed>{t('giving.batch.anonymous')}</Dimmed>;
  return (
    <Anchor
      component={Link}
      to={`/giving/people/${person.id}`}
      size="sm"
      // The row opens the donation's drawer; the name opens the person instead.
      onClick={(event) => event.stopPropagation()}
    >
      {givingPersonName(t, person.attributes, person.id)}
    </Anchor>
  );
}
