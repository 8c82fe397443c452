import { oauthScopes } from '../../api/catalog/catalog';
import { tableOf } from '../catalog-keys';
import type { SandboxContext } from '../context';
import type { SandboxDatabase } from '../database';
import { constantTimeEqual, hashPassword, hashToken, verifyPassword } from './passwords';

/** Every scope the service knows; a personal access token carries all of them. */
export const allScopes: readonly string[] = oauthScopes;

export interface StaffRow {
  id: number;
  email: string;
  password_hash: string;
  person_id: number;
  name: string;
}

export function findStaffById(db: SandboxDatabase, id: number): StaffRow | undefined {
  return db.prepare('SELECT * FROM sandbox_staff WHERE id = ?').get(id) as StaffRow | undefined;
}

export function findStaffByEmail(db: SandboxDatabase, email: string): StaffRow | undefined {
  return db.prepare('SELECT * FROM sandbox_staff WHERE email = ?').get(email.trim()) as
    StaffRow | undefined;
}

/**
 * The staff account for an email and password, or undefined. A password is checked even for an
 * unknown email (against a throwaway hash) so that timing does not tell which emails exist.
 */
export function verifyStaffCredentials(
  db: SandboxDatabase,
  email: string,
  password: string,
): StaffRow | undefined {
  const staff = findStaffByEmail(db, email);
  const ok = verifyPassword(password, staff?.password_hash ?? decoyHash());
  return staff && ok ? staff : undefined;
}

let decoy: string | undefined;
function decoyHash(): string {
  decoy ??= hashPassword('not a password of anyone');
  return decoy;
}

function tableExists(db: SandboxDatabase, table: string): boolean {
  return (
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !==
    undefined
  );
}

/** The organization's name (people app, row 1), when the seed has one. */
export function organizationName(db: SandboxDatabase): string | undefined {
  const organizations = tableOf('people', 'Organization');
  if (!tableExists(db, organizations)) return undefined;
  const row = db.prepare(`SELECT name FROM ${organizations} WHERE id = 1`).get() as
    { name: string | null } | undefined;
  const name = row?.name?.trim();
  return name ? name : undefined;
}

/** "First Last" of a people-app person, when the row exists and has a name. */
function personName(db: SandboxDatabase, personId: number): string | undefined {
  const people = tableOf('people', 'Person');
  if (!tableExists(db, people)) return undefined;
  const row = db
    .prepare(`SELECT first_name, last_name FROM ${people} WHERE id = ?`)
    .get(personId) as { first_name: string | null; last_name: string | null } | undefined;
  const name = [row?.first_name, row?.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name ? name : undefined;
}

interface PersonalTokenRow {
  application_id: string;
  secret_hash: string;
  staff_id: number;
  scopes: string;
}

/**
 * Stores the configured staff accounts and personal access tokens; run at every start.
 * Idempotent: an unchanged account keeps its row (and its id, so its tokens keep working); a
 * changed password, person or name is replaced in place; accounts and personal access tokens that
 * are no longer configured are removed, and the OAuth tokens of removed accounts revoked.
 */
export function ensureCredentials(ctx: SandboxContext): void {
  const { db, config } = ctx;
  const emails = config.staff.map((s) => s.email.trim().toLowerCase());
  const duplicate = emails.find((e, i) => emails.indexOf(e) !== i);
  if (duplicate !== undefined) {
    throw new Error(`Sandbox config: staff email ${duplicate} is configured twice`);
  }
  const appIds = config.personalAccessTokens.map((t) => t.applicationId);
  const duplicateApp = appIds.find((a, i) => appIds.indexOf(a) !== i);
  if (duplicateApp !== undefined) {
    throw new Error(`Sandbox config: personal access token ${duplicateApp} is configured twice`);
  }
  if (config.personalAccessTokens.length > 0 && config.staff.length === 0) {
    throw new Error('Sandbox config: a personal access token needs at least one staff account');
  }

  db.transaction(() => {
    const staffIds: number[] = [];
    for (const account of config.staff) {
      const email = account.email.trim();
      const name = personName(db, account.personId) ?? email;
      const existing = findStaffByEmail(db, email);
      if (!existing) {
        const result = db
          .prepare(
            'INSERT INTO sandbox_staff (email, password_hash, person_id, name) VALUES (?, ?, ?, ?)',
          )
          .run(email, hashPassword(account.password), account.personId, name);
        staffIds.push(Number(result.lastInsertRowid));
        continue;
      }
      staffIds.push(existing.id);
      const passwordHash = verifyPassword(account.password, existing.password_hash)
        ? existing.password_hash
        : hashPassword(account.password);
      if (
        passwordHash !== existing.password_hash ||
        existing.person_id !== account.personId ||
        existing.name !== name ||
        existing.email !== email
      ) {
        db.prepare(
          'UPDATE sandbox_staff SET email = ?, password_hash = ?, person_id = ?, name = ? WHERE id = ?',
        ).run(email, passwordHash, account.personId, name, existing.id);
      }
    }

    const keep = JSON.stringify(staffIds);
    const gone = `SELECT id FROM sandbox_staff WHERE id NOT IN (SELECT value FROM json_each(?))`;
    db.prepare(`UPDATE sandbox_access_tokens SET revoked = 1 WHERE staff_id IN (${gone})`).run(
      keep,
    );
    db.prepare(`UPDATE sandbox_refresh_tokens SET revoked = 1 WHERE staff_id IN (${gone})`).run(
      keep,
    );
    db.prepare(`DELETE FROM sandbox_authorization_codes WHERE staff_id IN (${gone})`).run(keep);
    db.prepare('DELETE FROM sandbox_staff WHERE id NOT IN (SELECT value FROM json_each(?))').run(
      keep,
    );

    const owner = staffIds[0];
    const scopes = allScopes.join(' ');
    for (const token of config.personalAccessTokens) {
      const existing = db
        .prepare('SELECT * FROM sandbox_personal_tokens WHERE application_id = ?')
        .get(token.applicationId) as PersonalTokenRow | undefined;
      const secretHash = hashToken(token.secret);
      if (
        existing &&
        constantTimeEqual(existing.secret_hash, secretHash) &&
        existing.staff_id === owner &&
        existing.scopes === scopes
      ) {
        continue;
      }
      db.prepare(
        `INSERT INTO sandbox_personal_tokens (application_id, secret_hash, staff_id, scopes)
         VALUES (?, ?, ?, ?)
         ON CONFLICT(application_id) DO UPDATE SET
           secret_hash = excluded.secret_hash, staff_id = excluded.staff_id, scopes = excluded.scopes`,
      ).run(token.applicationId, secretHash, owner, scopes);
    }
    db.prepare(
      'DELETE FROM sandbox_personal_tokens WHERE application_id NOT IN (SELECT value FROM json_each(?))',
    ).run(JSON.stringify(appIds));
  })();
}
