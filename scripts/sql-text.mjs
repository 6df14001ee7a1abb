// What counts as SQL for `check-sql-owner.mjs`: a string that starts a statement, or a call of
// `.query(` / `.exec(` on a database with a literal, a named statement or an `…Sql` fragment.
// A bare 'rollback' or 'begin' is not enough (they are also a job kind and a word); a transaction
// statement is caught by the call that runs it.

const statement =
  /['"`]\s*(select\b[\s\S]{0,200}?\bfrom\b|select\s+(1|nextval|pg_|set_config|count)|insert\s+into\b|update\s+[a-z_]+\s+set\b|delete\s+from\b|with\s+[a-z_]+\s+as\s*\(|create\s+(table|index|unique|or\s+replace|extension|database)\b|alter\s+table\b|drop\s+(table|database)\b|truncate\s+[a-z_]+|listen\s+[a-z_]+\s*['"`]|unlisten\s|notify\s+[a-z_]+)/i;
const databaseCall = /\.(query|exec)(<[^>]*>)?\(\s*(['"`]|statement\(|[a-zA-Z_]+Sql\b)/;

/** Whether `text` (a file's source) holds SQL. */
export function holdsSql(text) {
  return statement.test(text) || databaseCall.test(text);
}
