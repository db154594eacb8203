// Clean look-alike: the file sets a server-side statement limit per session.
import mysql from "mysql2/promise";

const pool = mysql.createPool({ host: "db" });
pool.on("connection", (conn) => conn.query("SET SESSION max_execution_time = 15000"));

export async function run(sql: string) {
  const connection = await pool.getConnection();
  return connection.query(sql);
}
