/**
 * Regulars who stop coming: a few households of one or two adults come to the Sunday service
 * every week for months, then stop coming to anything, 3 to 10 weeks before the anchor day, so
 * the missing-regulars report has someone to find. The drawn attendance is sparse (a household
 * comes a week in three on average), so their weekly Sundays are added to it; every other
 * household's check-ins stay as they were drawn. They stay active in People: nobody has followed
 * them up yet.
 */
import type { DraftCheckIn } from './check-ins-attendance';
import { locationIds, stationIds } from './check-ins-setup';
import type { Schedule } from './check-ins-setup';
import type { HouseholdModel, PersonModel, Population } from './population';
import { at } from './random';
import type { SeedContext } from './seed-context';
import { DAY_MS, MINUTE_MS } from './time';

const WEEK_MS = 7 * DAY_MS;

/** How long the dropouts came every Sunday before they stopped. */
export const REGULAR_WEEKS = 20;

/**
 * Weeks before the anchor each dropout stops, in the order they are chosen: the first stops 4
 * weeks before, so a report's defaults (3 check-ins in 8 weeks, none in 3) find one at every
 * scale; the rest spread over 3 to 10.
 */
export function dropoutWeeks(index: number): number {
  return 3 + ((1 + index * 3) % 8);
}

export interface Dropout {
  household: HouseholdModel;
  members: readonly PersonModel[];
  /** They came every Sunday from this instant… */
  sinceMs: number;
  /** …and no member checks in at or after this one. */
  stopMs: number;
}

/**
 * The dropouts of a seed: households of one or two adults, none of them staff, a volunteer or
 * inactive, that were part of the church before the range. Each stop goes to the household that
 * came most in the weeks before it, so the weekly Sundays added are few and the season's totals
 * barely move (the check-ins after the stop go).
 */
export function chooseDropouts(
  ctx: SeedContext,
  population: Population,
  drafts: readonly DraftCheckIn[],
): Dropout[] {
  const rng = ctx.rng('check-ins:dropouts');
  const sundays = new Map<number, number[]>();
  for (const draft of drafts) {
    if (draft.personId !== null && draft.period.event === 'sunday') {
      sundays.set(draft.personId, [...(sundays.get(draft.personId) ?? []), draft.createdMs]);
    }
  }
  const eligible = population.households
    .filter((household) => {
      const members = household.memberIds.map((id) => population.person(id));
      return (
        !household.visitor &&
        members.length <= 2 &&
        members.every(
          (m) =>
            !m.child &&
            m.staff === null &&
            m.volunteer === null &&
            m.inactivatedMs === null &&
            m.createdMs < ctx.startMs,
        )
      );
    })
    // Drawn for every household in the same order, so ties break the same way each time.
    .map((household) => ({ household, tie: rng.next() }));

  const chosen: Dropout[] = [];
  for (let index = 0; index < ctx.settings.dropouts; index++) {
    const stopMs = ctx.endMs - dropoutWeeks(index) * WEEK_MS;
    const sinceMs = stopMs - REGULAR_WEEKS * WEEK_MS;
    const came = (household: HouseholdModel) =>
      Math.min(
        ...household.memberIds.map(
          (id) => (sundays.get(id) ?? []).filter((ms) => ms >= sinceMs && ms < stopMs).length,
        ),
      );
    const [best] = eligible
      .filter(({ household }) => !chosen.some((dropout) => dropout.household === household))
      .map((candidate) => ({ ...candidate, came: came(candidate.household) }))
      .sort((a, b) => b.came - a.came || a.tie - b.tie);
    if (!best) break;
    const members = best.household.memberIds.map((id) => population.person(id));
    chosen.push({ household: best.household, members, sinceMs, stopMs });
  }
  return chosen;
}

/**
 * The drafts with the dropouts' weekly Sundays before their stop (at their usual service, with
 * any check-in already drawn kept) and none of their check-ins from the stop on. Each Sunday
 * they were added to loses as many other members' check-ins, drawn at random, so its total (and
 * so the seasons and the growth the calibration aimed at) stays as drawn.
 */
export function withDropouts(
  ctx: SeedContext,
  population: Population,
  schedule: Schedule,
  drafts: readonly DraftCheckIn[],
  dropouts: readonly Dropout[],
): DraftCheckIn[] {
  const rng = ctx.rng('check-ins:dropouts:sundays');
  const stops = new Map<number, number>();
  for (const { household, stopMs } of dropouts) {
    for (const id of household.memberIds) stops.set(id, stopMs);
  }
  const kept = drafts.filter((draft) => {
    const stop = draft.personId === null ? undefined : stops.get(draft.personId);
    return stop === undefined || draft.createdMs < stop;
  });
  const present = new Set(kept.map((draft) => `${draft.personId}:${draft.period.id}`));
  // Check-ins that may give way: members' regular ones (never a newcomer's, whose first visits
  // the first-time counts follow).
  const givesWay = (draft: DraftCheckIn) => {
    if (draft.personId === null || draft.kind !== 'Regular' || stops.has(draft.personId)) {
      return false;
    }
    const { householdId } = population.person(draft.personId);
    return householdId !== null && !at(population.households, householdId - 1).visitor;
  };
  const removed = new Set<DraftCheckIn>();
  const makeRoom = (periodId: number) => {
    const candidates = kept.filter(
      (draft) => draft.period.id === periodId && !removed.has(draft) && givesWay(draft),
    );
    if (candidates.length > 0) removed.add(rng.pick(candidates));
  };
  const added: DraftCheckIn[] = [];
  for (const { household, members, sinceMs, stopMs } of dropouts) {
    const checker = at(members, 0);
    for (const service of schedule.byEvent.sunday) {
      if (service.startsMs < sinceMs || service.startsMs >= stopMs) continue;
      const time = at(service.times, Math.min(household.preferredTime, service.times.length - 1));
      const arrival = Math.max(time.showsMs, time.startsMs - rng.int(5, 30) * MINUTE_MS);
      for (const [n, person] of members.entries()) {
        if (present.has(`${person.id}:${service.id}`)) continue;
        added.push({
          personId: person.id,
          attendeeKey: `p${person.id}`,
          oneTimeGuest: false,
          firstName: person.firstName,
          lastName: person.lastName,
          kind: 'Regular',
          period: service,
          times: [time],
          locationId: locationIds.auditorium,
          stationId: at(stationIds.lobby, household.id % stationIds.lobby.length),
          checkedInById: checker.id,
          createdMs: arrival + n * 20_000,
          checkedOutMs: null,
          checkedOutById: null,
          emergencyName: '',
          emergencyPhone: '',
          medicalNotes: '',
          optionIds: [],
          groupKey: `family:${household.id}`,
        });
        makeRoom(service.id);
      }
    }
  }
  return [...kept.filter((draft) => !removed.has(draft)), ...added];
}
