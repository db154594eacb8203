import jsforce from "jsforce";
import { parse } from "yaml";

export async function createConnection(url: string): Promise<jsforce.Connection> {
  return new jsforce.Connection({ loginUrl: url });
}

export function loadDoc(text: string) {
  // Clean twin: a parser's value, not a client of a service.
  return parse(text);
}
