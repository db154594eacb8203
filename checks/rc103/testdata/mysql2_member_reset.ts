import mysql from "mysql2/promise";
import { Client } from "pg";

// A connection member made in connect() (on either branch) and reset to
// null in close() is a mysql2 connection (executeautomation's
// mcp-database-server MysqlAdapter): its queries of SQL the caller passes
// have no timeout.
export class MysqlAdapter {
  private connection: mysql.Connection | null = null;
  constructor(private config: mysql.ConnectionOptions, private token?: string) {}

  async connect(): Promise<void> {
    if (this.token) {
      this.connection = await mysql.createConnection({ ...this.config, password: this.token });
    } else {
      this.connection = await mysql.createConnection(this.config);
    }
  }

  async all(query: string, params: any[] = []): Promise<any[]> {
    if (!this.connection) {
      throw new Error("Database not initialized");
    }
    const [rows] = await this.connection.execute(query, params); // want: RC103
    return rows as any[];
  }

  async close(): Promise<void> {
    await this.connection?.end();
    this.connection = null;
  }
}

// clean twin: a member that may also hold another driver's client is not
// known to be a mysql connection
export class EitherAdapter {
  private connection: any = null;
  constructor(private config: mysql.ConnectionOptions, private pg: boolean) {}

  async connect(): Promise<void> {
    if (this.pg) {
      this.connection = new Client({ connectionString: "postgres://x", statement_timeout: 15_000, connectionTimeoutMillis: 5_000 });
    } else {
      this.connection = await mysql.createConnection(this.config);
    }
  }

  async all(query: string): Promise<any> {
    return this.connection.query(query);
  }
}
