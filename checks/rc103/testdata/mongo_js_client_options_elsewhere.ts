// The same reads on a MongoClient whose options come from a helper of
// another module (which may set timeoutMS): the file does not show them, so
// the reads are not reported (review34b HIGH-4); the MongoClient row judges
// the construction itself.
import { MongoClient, Document } from "mongodb";
import { clientOptions } from "./config";

const client = new MongoClient(process.env.MONGO_URL!, clientOptions());

export async function findDocs(name: string, filter: Document) {
  const collection = client.db("app").collection(name);
  return collection.find(filter).limit(10).toArray();
}
