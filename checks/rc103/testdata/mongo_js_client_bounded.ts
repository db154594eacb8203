// The same reads on a MongoClient built with timeoutMS (the driver's
// client-side operation timeout): every operation is bounded, nothing to
// report.
import { MongoClient, Collection, Document } from "mongodb";

const client = new MongoClient(process.env.MONGO_URL!, { timeoutMS: 30_000 });

export async function findDocs(name: string, filter: Document) {
  const collection = client.db("app").collection(name);
  return collection.find(filter).limit(10).toArray();
}

export async function runPipeline(collection: Collection<Document>, pipeline: Document[]) {
  return collection.aggregate(pipeline).toArray();
}
