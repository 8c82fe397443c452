/**
 * Message groups and their messages: newsletters and announcements by e-mail, reminders by text,
 * and system messages from other apps, each message with a delivery status and the matching
 * times (sent, bounced, rejected).
 */
import type { SandboxDatabase } from '../database';
import { tableWriter } from './insert';
import type { PersonModel, Population } from './population';
import { fullName } from './population';
import { at } from './random';
import { organization } from './reference-data';
import type { SeedContext } from './seed-context';
import { MINUTE_MS, utcText } from './time';

/** App ids of the people app's App table (see seed-people.ts). */
export const appIds = { checkIns: 2, giving: 3, people: 5 } as const;

interface GroupKind {
  readonly subject: string;
  readonly appId: number;
  readonly appName: string;
  readonly kind: 0 | 1;
  readonly system: boolean;
  readonly file: boolean;
  readonly sender: 'pastor' | 'office' | 'kids' | 'finance';
  readonly audience: (p: PersonModel) => boolean;
}

const withEmail = (p: PersonModel) => p.emails.length > 0;
const withMobile = (p: PersonModel) => p.phones.some((ph) => ph.location === 'Mobile');

const kinds: readonly GroupKind[] = [
  {
    subject: 'This Week at Grace',
    appId: appIds.people,
    appName: 'People',
    kind: 0,
    system: false,
    file: true,
    sender: 'office',
    audience: withEmail,
  },
  {
    subject: 'Volunteer schedule for Sunday',
    appId: appIds.people,
    appName: 'People',
    kind: 1,
    system: false,
    file: false,
    sender: 'office',
    audience: (p) => p.volunteer !== null && withMobile(p),
  },
  {
    subject: 'Kids Church update',
    appId: appIds.checkIns,
    appName: 'Check-Ins',
    kind: 0,
    system: false,
    file: false,
    sender: 'kids',
    audience: (p) => !p.child && withEmail(p),
  },
  {
    subject: 'Your giving statement is ready',
    appId: appIds.giving,
    appName: 'Giving',
    kind: 0,
    system: true,
    file: true,
    sender: 'finance',
    audience: (p) => !p.child && withEmail(p),
  },
  {
    subject: 'A note from Pastor',
    appId: appIds.people,
    appName: 'People',
    kind: 0,
    system: false,
    file: false,
    sender: 'pastor',
    audience: withEmail,
  },
];

export function seedMessages(
  db: SandboxDatabase,
  ctx: SeedContext,
  population: Population,
): { messageGroups: number; messages: number } {
  const rng = ctx.rng('people:messages');
  const faker = ctx.faker('people:messages');
  const groupTable = tableWriter(db, 'people', 'MessageGroup');
  const messageTable = tableWriter(db, 'people', 'Message');
  const { settings } = ctx;
  const span = ctx.endMs - ctx.startMs;
  let messageId = 0;
  // Each kind's audience once, in the population's order: filtering every person per group grew
  // with groups × people (300 × 70,000 at xlarge).
  const audiences = new Map<GroupKind, PersonModel[]>();
  const audienceOf = (kind: GroupKind): PersonModel[] => {
    let audience = audiences.get(kind);
    if (!audience) {
      audience = population.people.filter(kind.audience);
      audiences.set(kind, audience);
    }
    return audience;
  };

  for (let g = 1; g <= settings.messageGroups; g++) {
    const kind = at(kinds, (g - 1) % kinds.length);
    const sender = population.staff[kind.sender];
    const senderEmail = sender.emails[0]?.address ?? `office@${organization.emailDomain}`;
    const fromAddress = kind.system ? `no-reply@${organization.emailDomain}` : senderEmail;
    const created = ctx.startMs + Math.floor((span * (g - 0.5)) / settings.messageGroups);
    const recipients = rng.sample(
      audienceOf(kind).filter((p) => population.activeAt(p, created)),
      settings.recipientsPerGroup,
    );
    const subject = kind.system ? kind.subject : `${kind.subject}: ${faker.lorem.words(3)}`;
    groupTable.insert({
      id: g,
      created_at: utcText(created),
      from_address: fromAddress,
      message_count: recipients.length,
      message_type: kind.kind === 0 ? 'email' : 'sms',
      subject,
      system_message: kind.system,
      uuid: faker.string.uuid(),
      app_id: kind.appId,
      from_id: sender.id,
    });
    for (const person of recipients) {
      const status = rng.weighted([
        ['delivered', 85],
        ['sent', 8],
        ['bounced', 5],
        ['rejected', 2],
      ] as const);
      const queued = created + rng.int(0, 120) * 1000;
      const sent = status === 'rejected' ? null : queued + rng.int(5, 90) * 1000;
      const to =
        kind.kind === 0
          ? (person.emails[0]?.address ?? '')
          : (person.phones.find((ph) => ph.location === 'Mobile')?.number ?? '');
      messageTable.insert({
        id: ++messageId,
        app_name: kind.appName,
        bounced_at:
          status === 'bounced' && sent !== null ? utcText(sent + rng.int(1, 30) * MINUTE_MS) : null,
        created_at: utcText(queued),
        delivery_status: status,
        file: kind.file ? `https://people.sandbox.test/messages/${g}/attachment.pdf` : null,
        from_address: fromAddress,
        from_name: kind.system ? organization.name : fullName(sender),
        kind: kind.kind,
        reject_reason:
          status === 'rejected'
            ? rng.pick(['Recipient unsubscribed', 'Invalid address', 'Marked as spam earlier'])
            : null,
        rejection_notification_sent_at:
          status === 'rejected' ? utcText(queued + rng.int(1, 10) * MINUTE_MS) : null,
        sent_at: sent === null ? null : utcText(sent),
        subject,
        to_addresses: to,
        message_group_id: g,
        to_id: person.id,
      });
    }
  }
  return { messageGroups: settings.messageGroups, messages: messageId };
}
