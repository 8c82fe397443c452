/**
 * `where[search_name]`: people whose "first last" name or nickname holds the text, without
 * letter case (D175). Its meaning is the LIKE below; an FTS5 trigram index of the same two texts
 * finds the few people a text of three or more characters can match, so a rare name reads those
 * rows instead of every person. Triggers keep the index in step with every write of the people
 * table, whichever path writes (the API, a write hook, the seed, a view over it).
 */
import type Database from 'better-sqlite3';
import type { Scope } from './path-resolver';
import { tablePlan } from './storage-plan';

// database.ts makes the schema from this module, so it quotes its own (plain) names.
const table = tablePlan('people', 'Person').storedTable;
const people = `"${table}"`;
const names = `"${table}__names"`;
const trigger = (event: string) => `"${table}__names_${event}"`;

/** The texts searched, as SQL over a people row (`row.`): the LIKE and the index read the same. */
const fullName = (row: string) => `${row}.first_name || ' ' || ${row}.last_name`;
const nickname = (row: string) => `${row}.nickname`;

const insertNames = `INSERT INTO ${names} (rowid, full_name, nickname) VALUES (new.id, ${fullName('new')}, ${nickname('new')});`;
const deleteNames = `DELETE FROM ${names} WHERE rowid = old.id;`;

/** The index and its triggers, made with the rest of the schema (database.ts). */
export const nameIndexStatements: readonly string[] = [
  `CREATE VIRTUAL TABLE IF NOT EXISTS ${names} USING fts5(full_name, nickname, tokenize = 'trigram')`,
  `CREATE TRIGGER IF NOT EXISTS ${trigger('insert')} AFTER INSERT ON ${people} BEGIN ${insertNames} END`,
  `CREATE TRIGGER IF NOT EXISTS ${trigger('update')} AFTER UPDATE OF first_name, last_name, nickname ON ${people} BEGIN ${deleteNames} ${insertNames} END`,
  `CREATE TRIGGER IF NOT EXISTS ${trigger('delete')} AFTER DELETE ON ${people} BEGIN ${deleteNames} END`,
];

/**
 * Fills the index from the people table when it is missing rows: a data file made before the
 * index (its people were written without the triggers). Comparing counts costs a read of each
 * table's smallest index, once at start.
 */
export function fillNameIndex(db: Database.Database): void {
  const count = (table: string) =>
    (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  if (count(names) === count(people)) return;
  db.exec(`DELETE FROM ${names}`);
  db.exec(
    `INSERT INTO ${names} (rowid, full_name, nickname) SELECT p.id, ${fullName('p')}, ${nickname('p')} FROM ${people} p`,
  );
}

/** The shortest text the trigram index can look up; a shorter one is matched row by row. */
const indexedLength = 3;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The condition on a list of people (`t`). The LIKE states the meaning (case folded for ASCII
 * letters only, as SQLite's LIKE does); the index, which folds every letter's case, finds a
 * superset of its matches, so the LIKE still decides.
 */
export function searchNameScope(text: string): Scope {
  const pattern = likePattern(text);
  const like: Scope = {
    sql: `(${fullName('t')}) LIKE ? ESCAPE '\\' OR ${nickname('t')} LIKE ? ESCAPE '\\'`,
    params: [pattern, pattern],
  };
  if ([...text].length < indexedLength) return like;
  const phrase = `"${text.replaceAll('"', '""')}"`;
  return {
    sql: `t.id IN (SELECT rowid FROM ${names} WHERE ${names} MATCH ?) AND (${like.sql})`,
    params: [phrase, ...like.params],
  };
}
