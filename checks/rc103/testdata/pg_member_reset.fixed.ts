import pg from "pg";

// A client held in a member that close() resets: the queries run on it.
export class PgAdapter {
  private client: pg.Client | null = null;
  private config: pg.ClientConfig;

  constructor(host: string) {
    this.config = { host, connectionTimeoutMillis: 5_000, statement_timeout: 15_000 };
  }

  async init(): Promise<void> {
    this.client = new pg.Client(this.config); // want: RC103
    await this.client.connect();
  }

  async all(query: string, params: unknown[]): Promise<unknown[]> {
    const r = await this.client!.query(query, params); // want: RC103
    return r.rows;
  }

  async close(): Promise<void> {
    await this.client?.end();
    this.client = null;
  }
}

// Clean twin: statement_timeout set, the same member shape.
export class BoundedAdapter {
  private client: pg.Client | null = null;

  async init(host: string): Promise<void> {
    this.client = new pg.Client({ host, connectionTimeoutMillis: 5_000, statement_timeout: 15_000 });
    await this.client.connect();
  }

  async all(query: string): Promise<unknown[]> {
    const r = await this.client!.query(query);
    return r.rows;
  }

  async close(): Promise<void> {
    this.client = null;
  }
}

// A member-held pool whose only queries are SQL the file spells out: the
// constructor stays the finding.
export class Introspect {
  private pool: pg.Pool | null = null;

  async connect(url: string): Promise<void> {
    this.pool = new pg.Pool({ connectionString: url, statement_timeout: 15_000 }); // want: RC103
  }

  async schemas(): Promise<unknown[]> {
    const r = await this.pool!.query(`SELECT schema_name FROM information_schema.schemata`);
    return r.rows;
  }

  async disconnect(): Promise<void> {
    this.pool = null;
  }
}
