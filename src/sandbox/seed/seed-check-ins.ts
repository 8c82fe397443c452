/** Fills the check-ins app's tables: set-up, sessions, check-ins, counts, people and passes. */
import { buildAttendance } from './check-ins-attendance';
import { chooseDropouts, withDropouts } from './check-ins-dropouts';
import { eventIdOf, tallyCheckIns } from './check-ins-records';
import type { CheckInTally, KindCounts } from './check-ins-records';
import {
  attendanceTypes,
  buildSchedule,
  eventLabels,
  events,
  labelXml,
  labels,
  locationLabels,
  locations,
  options,
  stations,
  themes,
} from './check-ins-setup';
import type { Schedule } from './check-ins-setup';
import type { SandboxDatabase } from '../database';
import { links } from '../storage-plan';
import { linkWriter, tableWriter } from './insert';
import type { PersonModel, Population } from './population';
import type { Rng } from './random';
import { organization } from './reference-data';
import type { SeedContext } from './seed-context';
import { seasonsOf } from './seasons';
import { DAY_MS, HOUR_MS, utcText } from './time';

const app = 'check_ins';

function permissionOf(person: PersonModel): string {
  switch (person.staff) {
    case 'admin':
      return 'Editor';
    case 'kids':
    case 'office':
      return 'Manager';
    case null:
      return 'No Access';
    default:
      return 'Viewer';
  }
}

function seedSetup(db: SandboxDatabase, ctx: SeedContext, schedule: Schedule, rng: Rng): void {
  const eventCreated = new Map<number, number>();
  const eventTable = tableWriter(db, app, 'Event');
  for (const event of events) {
    const firstPeriod = schedule.byEvent[event.key][0];
    const created =
      (firstPeriod?.startsMs ?? ctx.startMs) - rng.int(event.archived ? 20 : 60, 900) * DAY_MS;
    eventCreated.set(event.id, created);
    const archived = schedule.archivedMs[event.key] ?? null;
    eventTable.insert({
      id: event.id,
      archived_at: archived === null ? null : utcText(archived),
      created_at: utcText(created),
      enable_services_integration: event.servicesIntegration,
      frequency: event.frequency,
      name: event.name,
      updated_at: utcText(archived ?? rng.int(created, ctx.startMs)),
    });
  }

  const locationTable = tableWriter(db, app, 'Location');
  for (const location of locations) {
    const eventId = eventIdOf(location.event);
    const created = (eventCreated.get(eventId) ?? ctx.startMs) + DAY_MS;
    locationTable.insert({
      id: location.id,
      age_min_in_months: location.ageMinMonths,
      age_on: `${ctx.schoolCutoff.year}-09-01`,
      age_range_by: location.ageRangeBy,
      created_at: utcText(created),
      grade_max: location.gradeMax,
      grade_min: location.gradeMin,
      kind: location.kind,
      max_occupancy: location.maxOccupancy,
      name: location.name,
      opened: location.kind === 'Location',
      position: location.position,
      questions: location.questions,
      updated_at: utcText(created + rng.int(1, 30) * DAY_MS),
      event_id: eventId,
      parent_id: location.parentId,
    });
  }

  const labelTable = tableWriter(db, app, 'Label');
  for (const label of labels) {
    labelTable.insert({
      id: label.id,
      name: label.name,
      prints_for: label.printsFor,
      roll: label.roll,
      xml: labelXml(label),
    });
  }
  const eventLabelTable = tableWriter(db, app, 'EventLabel');
  let eventLabelId = 0;
  for (const event of events) {
    for (const l of eventLabels[event.key]) {
      eventLabelTable.insert({
        id: ++eventLabelId,
        for_guest: l.guest,
        for_regular: l.regular,
        for_volunteer: l.volunteer,
        quantity: l.quantity,
        event_id: event.id,
        label_id: l.labelId,
      });
    }
  }
  const locationLabelTable = tableWriter(db, app, 'LocationLabel');
  let locationLabelId = 0;
  for (const [locationId, list] of Object.entries(locationLabels)) {
    for (const l of list) {
      locationLabelTable.insert({
        id: ++locationLabelId,
        for_guest: l.guest,
        for_regular: l.regular,
        for_volunteer: l.volunteer,
        quantity: l.quantity,
        label_id: l.labelId,
        location_id: Number(locationId),
      });
    }
  }
  const optionTable = tableWriter(db, app, 'Option');
  for (const option of options) {
    optionTable.insert({
      id: option.id,
      body: option.body,
      quantity: option.quantity,
      label_id: option.labelId,
      location_id: option.locationId,
    });
  }

  const themeTable = tableWriter(db, app, 'Theme');
  for (const theme of themes) {
    themeTable.insert({
      id: theme.id,
      color: theme.color,
      image: `https://check-ins.sandbox.test/themes/${theme.slug}.png`,
      image_thumbnail: `https://check-ins.sandbox.test/themes/${theme.slug}-thumbnail.png`,
      name: theme.name,
      text_color: theme.textColor,
    });
  }
  const stationTable = tableWriter(db, app, 'Station');
  for (const station of stations) {
    stationTable.insert({
      id: station.id,
      input_type: station.inputType,
      mode: station.mode,
      name: station.name,
      online: station.online,
      show_scanner: station.showScanner,
      timeout_seconds: station.timeoutSeconds,
      event_id: eventIdOf(station.event),
      location_id: station.locationId,
      print_station_id: station.printStationId,
      theme_id: station.themeId,
    });
  }

  const typeTable = tableWriter(db, app, 'AttendanceType');
  for (const type of attendanceTypes) {
    const created = (eventCreated.get(eventIdOf(type.event)) ?? ctx.startMs) + 2 * DAY_MS;
    typeTable.insert({
      id: type.id,
      color: type.color,
      created_at: utcText(created),
      limit: type.limit,
      name: type.name,
      updated_at: utcText(created),
      event_id: eventIdOf(type.event),
    });
  }
}

const total = (c: KindCounts | undefined) => (c ? c.regular + c.guest + c.volunteer : 0);

function seedSessions(
  db: SandboxDatabase,
  ctx: SeedContext,
  schedule: Schedule,
  tally: CheckInTally,
  rng: Rng,
): void {
  const none: KindCounts = { regular: 0, guest: 0, volunteer: 0 };
  const periodTable = tableWriter(db, app, 'EventPeriod');
  for (const period of schedule.periods) {
    const counts = tally.periodCounts.get(period.id) ?? none;
    periodTable.insert({
      id: period.id,
      created_at: utcText(period.createdMs),
      ends_at: utcText(period.endsMs),
      guest_count: counts.guest,
      regular_count: counts.regular,
      starts_at: utcText(period.startsMs),
      updated_at: utcText(Math.max(period.createdMs, tally.periodActivity.get(period.id) ?? 0)),
      volunteer_count: counts.volunteer,
      event_id: eventIdOf(period.event),
    });
  }

  // Headcounts first: an event time's total includes them. They follow the time's check-ins,
  // so seasons and growth show in them too; a crowded Sunday always opens the overflow room.
  const headcountTable = tableWriter(db, app, 'Headcount');
  const headcountTotals = new Map<number, number>();
  const seasons = seasonsOf(ctx);
  let headcountId = 0;
  for (const time of schedule.times) {
    // Nobody has counted a session later on the anchor day yet.
    if (time.startsMs > ctx.endMs) continue;
    const checkedIn = total(tally.timeCounts.get(time.id));
    const day = schedule.periods[time.periodId - 1]?.day ?? ctx.anchorDay;
    const busy = seasons.attendance(day) > 1.3;
    for (const type of attendanceTypes.filter((t) => t.event === time.event)) {
      if (!busy && !rng.chance(type.frequency)) continue;
      const [low, high] = type.ratio;
      const count = Math.max(type.least, Math.round(checkedIn * rng.float(low, high)));
      headcountTable.insert({
        id: ++headcountId,
        total: count,
        attendance_type_id: type.id,
        event_time_id: time.id,
      });
      headcountTotals.set(time.id, (headcountTotals.get(time.id) ?? 0) + count);
    }
  }

  const timeTable = tableWriter(db, app, 'EventTime');
  for (const time of schedule.times) {
    const counts = tally.timeCounts.get(time.id) ?? none;
    const period = schedule.periods[time.periodId - 1];
    const created = period?.createdMs ?? time.showsMs;
    timeTable.insert({
      id: time.id,
      created_at: utcText(created),
      guest_count: counts.guest,
      hides_at: utcText(time.hidesMs),
      regular_count: counts.regular,
      shows_at: utcText(time.showsMs),
      starts_at: utcText(time.startsMs),
      total_count: total(counts) + (headcountTotals.get(time.id) ?? 0),
      updated_at: utcText(Math.max(created, tally.periodActivity.get(time.periodId) ?? 0)),
      volunteer_count: counts.volunteer,
      event_id: eventIdOf(time.event),
      event_period_id: time.periodId,
    });
  }

  const lepTable = tableWriter(db, app, 'LocationEventPeriod');
  const lepLinks = linkWriter(db, links.locationEventPeriodCheckIns.table);
  for (const t of tally.locationPeriods) {
    lepTable.insert({
      id: t.id,
      guest_count: t.counts.guest,
      regular_count: t.counts.regular,
      volunteer_count: t.counts.volunteer,
      event_period_id: t.ownerId,
      location_id: t.locationId,
    });
    for (const checkInId of t.checkInIds) lepLinks.insert(t.id, checkInId);
  }
  const letTable = tableWriter(db, app, 'LocationEventTime');
  const letLinks = linkWriter(db, links.locationEventTimeCheckIns.table);
  for (const t of tally.locationTimes) {
    letTable.insert({
      id: t.id,
      guest_count: t.counts.guest,
      regular_count: t.counts.regular,
      volunteer_count: t.counts.volunteer,
      event_time_id: t.ownerId,
      location_id: t.locationId,
    });
    for (const checkInId of t.checkInIds) letLinks.insert(t.id, checkInId);
  }
}

function seedCheckInRows(db: SandboxDatabase, tally: CheckInTally): void {
  const table = tableWriter(db, app, 'CheckIn');
  const timeLinks = linkWriter(db, links.checkInEventTimes.table);
  const optionLinks = linkWriter(db, links.checkInOptions.table);
  for (const record of tally.checkIns) {
    const d = record.draft;
    const group = tally.groups[record.groupId - 1];
    table.insert({
      id: record.id,
      checked_out_at: d.checkedOutMs === null ? null : utcText(d.checkedOutMs),
      created_at: utcText(d.createdMs),
      emergency_contact_name: d.emergencyName,
      emergency_contact_phone_number: d.emergencyPhone,
      first_name: d.firstName,
      kind: d.kind,
      last_name: d.lastName,
      medical_notes: d.medicalNotes,
      number: record.number,
      security_code: group?.securityCode ?? '',
      updated_at: utcText(d.checkedOutMs ?? d.createdMs),
      check_in_group_id: record.groupId,
      checked_in_at_id: d.stationId,
      checked_in_by_id: d.checkedInById,
      checked_out_by_id: d.checkedOutById,
      event_id: eventIdOf(d.period.event),
      event_period_id: d.period.id,
      location_id: d.locationId,
      person_id: d.personId,
      _first_time: record.firstTime ? 1 : 0,
      _one_time_guest: d.oneTimeGuest ? 1 : 0,
    });
    for (const time of d.times) timeLinks.insert(record.id, time.id);
    for (const optionId of d.optionIds) optionLinks.insert(record.id, optionId);
  }
  const groupTable = tableWriter(db, app, 'CheckInGroup');
  for (const group of tally.groups) {
    groupTable.insert({
      id: group.id,
      check_ins_count: group.checkIns,
      name_labels_count: group.nameLabels,
      print_status: group.printStatus,
      security_labels_count: group.securityLabels,
      event_period_id: group.periodId,
      print_station_id: group.printStationId,
    });
  }
}

function seedPeople(
  db: SandboxDatabase,
  ctx: SeedContext,
  population: Population,
  tally: CheckInTally,
  rng: Rng,
): void {
  const personTable = tableWriter(db, app, 'Person');
  for (const p of population.people) {
    // Who the person is comes from the people record (D133): check-ins keeps its own facts.
    personTable.insert({
      id: p.id,
      check_in_count: tally.personCheckIns.get(p.id) ?? 0,
      permission: permissionOf(p),
    });
  }
  const personEventTable = tableWriter(db, app, 'PersonEvent');
  for (const pe of tally.personEvents) {
    personEventTable.insert({
      id: pe.id,
      check_in_count: pe.count,
      event_id: eventIdOf(pe.event),
      first_check_in_id: pe.firstId,
      last_check_in_id: pe.lastId,
      person_id: pe.personId,
    });
  }

  const passTable = tableWriter(db, app, 'Pass');
  const codes = new Set<string>();
  let passId = 0;
  for (const p of population.people) {
    if (p.child || p.status !== 'active' || p.householdId === null) continue;
    const household = population.households[p.householdId - 1];
    const hasKids = household?.memberIds.some((id) => population.person(id).child) ?? false;
    if (!rng.chance(hasKids ? 0.35 : 0.06)) continue;
    let code: string;
    do code = String(rng.int(1_000_000_000, 9_999_999_999));
    while (codes.has(code));
    codes.add(code);
    const created = rng.int(Math.max(p.createdMs, ctx.startMs - 365 * DAY_MS), ctx.endMs - HOUR_MS);
    const kind = rng.chance(0.2) ? 'pkpass' : 'barcode';
    passTable.insert({
      id: ++passId,
      code,
      created_at: utcText(created),
      kind,
      updated_at: utcText(created),
      person_id: p.id,
      _emailed_at: kind === 'pkpass' ? utcText(created) : null,
    });
  }
}

export function seedCheckIns(db: SandboxDatabase, ctx: SeedContext, population: Population): void {
  const rng = ctx.rng('check-ins');
  const schedule = buildSchedule(ctx);
  const drawn = buildAttendance(ctx, population, schedule);
  const drafts = withDropouts(
    ctx,
    population,
    schedule,
    drawn,
    chooseDropouts(ctx, population, drawn),
  );
  const tally = tallyCheckIns(drafts, schedule, ctx.rng('check-ins:groups'));

  const anchorStart = ctx.clock.toUtc(ctx.anchorDay, 0, 0);
  tableWriter(db, app, 'Organization').insert({
    id: 1,
    daily_check_ins: drafts.filter((d) => d.createdMs >= anchorStart && d.createdMs <= ctx.endMs)
      .length,
    date_format_pattern: organization.dateFormatPattern,
    name: organization.name,
    time_zone: organization.timeZone,
  });
  seedSetup(db, ctx, schedule, rng);
  seedSessions(db, ctx, schedule, tally, rng);
  seedCheckInRows(db, tally);
  seedPeople(db, ctx, population, tally, rng);
}
