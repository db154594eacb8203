// node mongodb driver: a MongoClient built without a client-side operation
// or socket timeout, and reads that pass no server-side limit: nothing bounds the
// operation (blind rows: kiliczsh's mcp-mongo-server, VitalyOstanin's
// mongodb-mcp). Look-alikes: an operation with maxTimeMS, options the file
// does not spell out, a count raced against a timer, a project class's find.
import { MongoClient, Collection, Document } from "mongodb";

const client = new MongoClient(process.env.MONGO_URL!); // want: RC103

export async function findDocs(name: string, filter: Document) {
  const collection = client.db("app").collection(name);
  return collection.find(filter).limit(10).toArray(); // want: RC103
}

export async function runPipeline(collection: Collection<Document>, pipeline: Document[]) {
  return collection.aggregate(pipeline).toArray(); // want: RC103
}

export async function countDocs(name: string, query: Document) {
  const db = client.db("app");
  return db.collection(name).countDocuments(query); // want: RC103
}

export async function serverLog() {
  return client.db("admin").admin().command({ getLog: "global" }); // want: RC103
}

export async function boundedFind(name: string, filter: Document) {
  const collection = client.db("app").collection(name);
  return collection.find(filter, { maxTimeMS: 15_000 }).toArray();
}

export async function boundedCursor(name: string, filter: Document) {
  return client.db("app").collection(name).find(filter).maxTimeMS(15_000).toArray();
}

export async function optionsFromCaller(collection: Collection<Document>, filter: Document, opts: Document) {
  return collection.find(filter, opts).toArray();
}

export async function racedCount(collection: Collection<Document>) {
  return Promise.race([
    collection.countDocuments(),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), 5_000)),
  ]);
}

class Store {
  find(q: string) {
    return [q];
  }
}

export function projectFind(store: Store, q: string) {
  return store.find(q);
}
