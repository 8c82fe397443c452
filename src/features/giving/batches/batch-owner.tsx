import { Dimmed } from '../../../ui/resource-view/attribute-column';

export type Owner = { attributes: { first_name: string; last_name: string } } | null | undefined;

/** The giving Person who owns a batch or deposit, by name; '' when there is none. */
export function ownerName(owner: Owner): string {
  return owner
    ? [owner.attributes.first_name, owner.attributes.last_name].filter(Boolean).join(' ')
    : '';
}

/** The giving Person who owns a batch or deposit, by name; "—" when there is none. */
export function OwnerName({ owner }: { owner: Owner }) {
  const name = ownerName(owner);
  return name === '' ? <Dimmed>—</Dimmed> : name;
}
