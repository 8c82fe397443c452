/** A check-ins person's name as staff read it; never empty. */
export function personName(person: {
  id: string;
  attributes: { first_name: string; last_name: string };
}): string {
  const name = `${person.attributes.first_name} ${person.attributes.last_name}`.trim();
  return name === '' ? `Person ${person.id}` : name;
}
