import { Pool } from "pg";

export class IssuesClient {
  private pool = new Pool({ connectionString: process.env.DATABASE_URL, statement_timeout: 5_000 });

  async getIssue(id: string) {
    const { rows } = await this.pool.query("SELECT * FROM issues WHERE id = $1", [id]);
    return rows[0];
  }

  async getIssueQuietly(id: string) {
    try {
      return await this.getIssue(id);
    } catch {
      throw new Error("issue lookup failed");
    }
  }
}

export class TrackerClient {
  public readonly issues: IssuesClient;

  constructor() {
    this.issues = new IssuesClient();
  }
}

export class ValidationError extends Error {}

export interface HandlerContext {
  client: TrackerClient;
  issues: IssuesClient;
  name: string;
}

export type Deps = {
  issues: IssuesClient;
};

export interface Plain {
  name: string;
  issues: { getIssue(id: string): Promise<unknown> };
}
