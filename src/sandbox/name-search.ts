/**
 * `where[search_name]`: people whose "first last" name or nickname holds the text, without
 * letter case (D175). Its meaning is the LIKE below; an FTS5 trigram index of the same two texts
 * finds the few people a text of three or more characters can match, so a rare name reads those
 * rows instead of every person. Two characters are looked up through the index's own list of
 * trigrams: every trigram that starts with them (D191). Triggers keep the index in step with every write of the people
 * table, whichever path writes (the API, a write hook, the seed, a view over it).
 */
import type Database from 'better-sqlite3';
import type { Scope } from './path-resolver';
import { tablePlan } from './storage-plan';

// database.ts makes the schema from this module, so it quotes its own (plain) names.
const table = tablePlan('people', 'Person').storedTable;
const people = `"${table}"`;
const names = `"${table}__names"`;
const terms = `"${table}__name_terms"`;
const trigger = (event: string) => `"${table}__names_${event}"`;

/** The texts searched, as SQL over a people row (`row.`): the LIKE and the index read the same. */
const fullName = (row: string) => `${row}.first_name || ' ' || ${row}.last_name`;
const nickname = (row: string) => `${row}.nickname`;

/**
 * What the index holds of a text: the text and a space. The space puts the text's last two
 * characters in a trigram of their own ("ee " of "Ann Lee"), so every two characters of a name
 * begin one of its trigrams, which is what a two-character search looks up.
 */
const END = ' ';
const indexed = (text: string) => `${text} || '${END}'`;

const insertNames = `INSERT INTO ${names} (rowid, full_name, nickname) VALUES (new.id, ${indexed(fullName('new'))}, ${indexed(nickname('new'))});`;
const deleteNames = `DELETE FROM ${names} WHERE rowid = old.id;`;

/** The index and its triggers, made with the rest of the schema (database.ts). */
export const nameIndexStatements: readonly string[] = [
  `CREATE VIRTUAL TABLE IF NOT EXISTS ${names} USING fts5(full_name, nickname, tokenize = 'trigram')`,
  // The index's trigrams, one row each (fts5vocab): a range of them is a two-character search.
  `CREATE VIRTUAL TABLE IF NOT EXISTS ${terms} USING fts5vocab(${names}, 'row')`,
  `CREATE TRIGGER IF NOT EXISTS ${trigger('insert')} AFTER INSERT ON ${people} BEGIN ${insertNames} END`,
  `CREATE TRIGGER IF NOT EXISTS ${trigger('update')} AFTER UPDATE OF first_name, last_name, nickname ON ${people} BEGIN ${deleteNames} ${insertNames} END`,
  `CREATE TRIGGER IF NOT EXISTS ${trigger('delete')} AFTER DELETE ON ${people} BEGIN ${deleteNames} END`,
];

/**
 * Fills the index from the people table when it is missing rows or was made before its texts
 * ended in a space: a data file made before the index (its people were written without the
 * triggers), or before D191. Comparing counts costs a read of each table's smallest index, once
 * at start.
 */
export function fillNameIndex(db: Database.Database): void {
  const count = (table: string) =>
    (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  const last = db.prepare(`SELECT full_name FROM ${names} ORDER BY rowid DESC LIMIT 1`).get() as
    { full_name: string | null } | undefined;
  const current = last === undefined || last.full_name?.endsWith(END) !== false;
  if (current && count(names) === count(people)) return;
  db.exec(`DELETE FROM ${names}`);
  db.exec(
    `INSERT INTO ${names} (rowid, full_name, nickname) SELECT p.id, ${indexed(fullName('p'))}, ${indexed(nickname('p'))} FROM ${people} p`,
  );
}

/** The shortest text the trigram index can look up as itself. */
const indexedLength = 3;

/**
 * The index's own case folding, for the range of its trigrams: it folds as Unicode lower case.
 * A text whose folding is not one character per character is matched row by row.
 */
function foldedPair(text: string): string | undefined {
  const folded = text.toLowerCase();
  return [...folded].length === 2 ? folded : undefined;
}

/**
 * Whether few names hold these two characters, as the index counts them (each trigram's rows,
 * summed: an overcount). Many do ("an"): then a list in a name order walks its index and stops
 * at the page's last match, which the index's whole match set would cost more than.
 */
const FEW_NAMES = 1_000;

function fewNamesHold(db: Database.Database, pair: string): boolean {
  const { rows } = db
    .prepare(`SELECT coalesce(sum(cnt), 0) AS rows FROM ${terms} WHERE term >= ? AND term < ?`)
    .get(pair, pastPrefix(pair)) as { rows: number };
  return rows <= FEW_NAMES;
}

/** The first string after every string that starts with `prefix`. */
function pastPrefix(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1) ?? 0;
  return prefix.slice(0, -1) + String.fromCodePoint(last + 1);
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The condition on a list of people (`t`). The LIKE states the meaning (case folded for ASCII
 * letters only, as SQLite's LIKE does); the index, which folds every letter's case, finds a
 * superset of its matches, so the LIKE still decides.
 */
export function searchNameScope(text: string, db: Database.Database): Scope {
  const pattern = likePattern(text);
  const like: Scope = {
    sql: `(${fullName('t')}) LIKE ? ESCAPE '\\' OR ${nickname('t')} LIKE ? ESCAPE '\\'`,
    params: [pattern, pattern],
  };
  const length = [...text].length;
  const pair = length === 2 ? foldedPair(text) : undefined;
  if (pair !== undefined && fewNamesHold(db, pair)) {
    // Every trigram that starts with the two characters, as one FTS5 query ("ann" OR "ann"…);
    // none at all matches nothing (an empty phrase).
    const anyTrigram = `(SELECT coalesce(group_concat('"' || replace(term, '"', '""') || '"', ' OR '), '""') FROM ${terms} WHERE term >= ? AND term < ?)`;
    return {
      sql: `t.id IN (SELECT rowid FROM ${names} WHERE ${names} MATCH ${anyTrigram}) AND (${like.sql})`,
      params: [pair, pastPrefix(pair), ...like.params],
    };
  }
  if (length < indexedLength) return like;
  const phrase = `"${text.replaceAll('"', '""')}"`;
  return {
    sql: `t.id IN (SELECT rowid FROM ${names} WHERE ${names} MATCH ?) AND (${like.sql})`,
    params: [phrase, ...like.params],
  };
}
