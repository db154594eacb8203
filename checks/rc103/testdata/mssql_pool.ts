// Clean look-alikes: node-mssql's requests time out after requestTimeout,
// 15000 ms by default, within the database budget.
import sql from "mssql";

export async function open(server: string) {
  const pool = new sql.ConnectionPool({ server, database: "app" });
  await pool.connect();
  return pool;
}

export async function openGlobal(server: string) {
  return sql.connect({ server, requestTimeout: 10_000 });
}
