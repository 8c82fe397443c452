import { ResourceDrawer } from '../../../ui/resource-view/resource-drawer';
import { CheckInDetails, detailIncludes, type CheckInDetail } from './check-in-details';
import { checkInName } from './check-in-person';
import { checkInsPath } from './check-ins-query';

/** One check-in's details beside the list, opened by `?check_in=ID`. */
export function CheckInDrawer({ missingPerson }: { missingPerson: string }) {
  return (
    <ResourceDrawer<typeof checkInsPath, (typeof detailIncludes)[number]>
      path={checkInsPath}
      include={detailIncludes}
      param="check_in"
      noun="check-in"
      title={(_, checkIn) => (checkIn ? `Check-in of ${checkInName(checkIn)}` : 'Check-in')}
      notFound="It may have been deleted. The list may still show it until it reloads."
      sections={(checkIn: CheckInDetail) => [
        { content: <CheckInDetails checkIn={checkIn} missingPerson={missingPerson} /> },
      ]}
    />
  );
}
