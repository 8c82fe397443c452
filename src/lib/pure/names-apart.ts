import type { Translate } from './i18n/translator';

/**
 * Labels for choices that may share a name (two "Balistreri Household"s, two "Ann Smith"s): a
 * name used once keeps its plain label; a shared one adds what tells it apart, and when even
 * that is the same, the record's id. The name is compared without case or outer spaces, as the
 * eye reads it.
 */
export interface NamedChoice {
  id: string;
  name: string;
  /** The label when the name is used once ("Smith Household (3 members)"). */
  plain: string;
  /** What sets this one apart from others of its name (members, a city…), most telling first. */
  apart: readonly string[];
}

const key = (text: string) => text.trim().toLocaleLowerCase();

export function labelsApart(choices: readonly NamedChoice[]): Map<string, string> {
  const byName = new Map<string, NamedChoice[]>();
  for (const choice of choices) {
    const group = byName.get(key(choice.name)) ?? [];
    group.push(choice);
    byName.set(key(choice.name), group);
  }
  const labels = new Map<string, string>();
  for (const group of byName.values()) {
    if (group.length === 1) {
      for (const choice of group) labels.set(choice.id, choice.plain);
      continue;
    }
    const described = group.map((choice) => ({
      choice,
      detail: choice.apart.filter((part) => part.trim() !== '').join(' · '),
    }));
    for (const { choice, detail } of described) {
      const same = described.filter((other) => key(other.detail) === key(detail)).length > 1;
      const parts = [detail, same || detail === '' ? `#${choice.id}` : ''].filter(
        (part) => part !== '',
      );
      labels.set(choice.id, `${choice.name.trim()} (${parts.join(' · ')})`);
    }
  }
  return labels;
}

/**
 * Names as a person reads them: "Ann and Joe Balistreri" when they share a last name, else
 * "Ann Smith and Joe Jones"; beyond `most`, "… and 2 more". Listed in `locale`'s words.
 */
export function namesTogether(
  people: readonly { firstName: string; lastName: string }[],
  t: Translate,
  locale: string,
  most = 3,
): string {
  const lasts = new Set(people.map((p) => key(p.lastName)));
  const shared = lasts.size === 1 && people.length > 1 ? (people[0]?.lastName.trim() ?? '') : '';
  const names = people
    .slice(0, most)
    .map((p) => (shared === '' ? `${p.firstName} ${p.lastName}` : p.firstName).trim());
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
  const together = shared === '' ? list : `${list} ${shared}`;
  const more = people.length - names.length;
  return more > 0 ? t('people.names.andMore', { names: together, count: more }) : together;
}
