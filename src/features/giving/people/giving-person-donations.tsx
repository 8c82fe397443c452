import type { RecordOf } from '../../../api/client-types';
import { useUrlPaging } from '../../../lib/list-paging';
import { RelatedList } from '../../../ui/resource-view/related-list';
import { donationColumns } from '../shared/donation-columns';

type Donation = RecordOf<'/giving/v2/donations'>;

const { date, amount, fee, payment, channel, status } = donationColumns<Donation>();
const columns = [date, amount, fee, payment, channel, status];

/** A person's donations in the order the service lists them, paginated in the URL. */
export function GivingPersonDonations({ personId, name }: { personId: string; name: string }) {
  return (
    <RelatedList
      path="/giving/v2/people"
      id={personId}
      association="donations"
      paging={useUrlPaging('donations_', 10)}
      noun="donations"
      caption={`Donations of ${name}`}
      columns={columns}
      skeletonRows={5}
      empty={`No donations from ${name}.`}
    />
  );
}
