// neo4j-driver (libmodels/data/sdks-rows4.yml): a session's transaction
// functions take a TransactionConfig whose timeout (ms) the server enforces;
// without one the server's db.transaction.timeout applies, none by default.
// The session comes from a method of the class whose declared return type
// is the driver's Session (checks/facts/bounds jsReturnType).
import neo4j, { Driver, ManagedTransaction, Session } from "neo4j-driver";

export class Neo4jStore {
  private driver: Driver = neo4j.driver("neo4j://db:7687", neo4j.auth.basic("u", "p"));

  public async getSession(database?: string): Promise<Session> {
    return this.driver.session({ database });
  }

  public async write(cypher: string, params: Record<string, unknown>) {
    const session = await this.getSession();
    try {
      return await session.executeWrite(async (tx: ManagedTransaction) => (await tx.run(cypher, params)).records); // want: RC103
    } finally {
      await session.close();
    }
  }

  public async read(cypher: string) {
    const session = await this.getSession();
    try {
      return await session.executeRead(async (tx: ManagedTransaction) => (await tx.run(cypher)).records, { timeout: 15_000 });
    } finally {
      await session.close();
    }
  }
}

export async function readWith(session: Session, cypher: string) {
  return session.executeRead((tx) => tx.run(cypher)); // want: RC103
}

export async function readBounded(session: Session, cypher: string) {
  return session.executeRead((tx) => tx.run(cypher), { timeout: 10_000, metadata: { app: "mcp" } });
}
