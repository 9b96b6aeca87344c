/** The SQL text of a statement, as the pg driver adapter hands it to its name generator. */
interface Statement {
  sql: string;
}

/**
 * Distinct statements this process names. A connection keeps each one it has run (~80 KB of plan
 * memory in PostgreSQL 15), so 100, Prisma 6's statement cache size, bounds it at ~8 MB per connection.
 */
const NAMED_STATEMENT_LIMIT = 100;
/** Texts seen once and not yet named; forgotten all at once past this many (one-off statements). */
const SEEN_ONCE_LIMIT = 1_000;

/**
 * Names for PostgreSQL prepared statements (`PrismaPg`'s published `statementNameGenerator`): a named
 * statement is parsed once per connection and, after PostgreSQL's five custom plans, runs on a cached
 * generic plan when that plan costs no more. Planning was about half of PostgreSQL's time on the card
 * search (pgbench: 3,355 tps prepared, 1,510 parsed each time); Prisma 6's engine cached statements so.
 *
 * A text is named on its second run, so one-off statements take no slot. Left unnamed (the empty name
 * is pg's unnamed statement, planned for its values each time): text and pattern matches, whose best
 * plan depends on the pattern (a generic plan for the trigram search was measured slower); lists of
 * values, which Prisma writes `IN ($1,$2,…)` with one text per length (a batch of 7 ids is another text
 * than one of 8: naming them would fill the slots); and every text past the limit, since a name is
 * never reused for another text.
 */
export function statementNames(limit = NAMED_STATEMENT_LIMIT): StatementNames {
  const names = new Map<string, string>();
  const seenOnce = new Set<string>();
  let generation = 0;
  const name = ({ sql }: Statement) => {
    const known = names.get(sql);
    if (known !== undefined) return known;
    if (names.size >= limit || PATTERN_MATCH.test(sql) || LIST_OF_VALUES.test(sql)) return "";
    if (!seenOnce.has(sql)) {
      if (seenOnce.size >= SEEN_ONCE_LIMIT) seenOnce.clear();
      seenOnce.add(sql);
      return "";
    }
    seenOnce.delete(sql);
    const named = `fcm${generation}_${names.size}`;
    names.set(sql, named);
    return named;
  };
  const forget = () => {
    generation += 1;
    names.clear();
    seenOnce.clear();
  };
  return { name, forget };
}

export interface StatementNames {
  name(statement: Statement): string;
  /** Gives every text a new name from now on: statements prepared before a schema change are never run again. */
  forget(): void;
}

/**
 * A column whose type changed under this process (a migration by a newer instance) fails each
 * statement prepared before it with "cached plan must not change result type", on every run, until
 * the statement is prepared again. A Prisma client extension: on that error the names are forgotten
 * and the call is run once more, now under a new name. Inside a transaction the retry fails too (the
 * failed statement aborted it), so the transaction fails as it would have; outside one it answers.
 */
export function forgetStalePlans(names: Pick<StatementNames, "forget">) {
  return {
    name: "forgetStalePlans",
    query: {
      $allOperations: ({ args, query }: { args: unknown; query: (args: unknown) => Promise<unknown> }) => retryingStalePlan(names, () => query(args)),
    },
  };
}

/** Runs `call`, and once more under new statement names if it failed on a plan prepared before a schema change. */
export async function retryingStalePlan<T>(names: Pick<StatementNames, "forget">, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Error && error.message.includes(STALE_PLAN))) throw error;
    names.forget();
    return await call();
  }
}

/** PostgreSQL's message (SQLSTATE 0A000) for a prepared statement whose result columns changed type. */
const STALE_PLAN = "cached plan must not change result type";

const PATTERN_MATCH = /LIKE|SIMILAR TO| ~|!~/;
const LIST_OF_VALUES = /\bIN \(\$\d+,/;
