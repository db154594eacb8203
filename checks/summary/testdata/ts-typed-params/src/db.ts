import { Pool } from "pg";

export class Db {
  private pool = new Pool({ connectionString: process.env.DATABASE_URL, statement_timeout: 5_000 });

  async find(id: string) {
    const { rows } = await this.pool.query("SELECT * FROM notes WHERE id = $1", [id]);
    return rows[0];
  }

  async findQuietly(id: string) {
    try {
      return await this.find(id);
    } catch {
      throw new Error("note lookup failed");
    }
  }
}
