// protobufjs' loadSync reads and parses the .proto files on the calling
// thread: inside an async handler it holds the event loop (library rows,
// libmodels/data/clients.yml).
import protobuf from "protobufjs";
import * as protoLoader from "@grpc/proto-loader";

export async function decodeEntry(buf: Uint8Array) {
  const root = protobuf.loadSync("audit_log.proto"); // want: RC201
  return root.lookupType("AuditLog").decode(buf);
}

export async function loadService() {
  return protoLoader.loadSync("service.proto", { keepCase: true }); // want: RC201
}

// ---- look-alikes: the async load, and a load at start-up in sync code ----

export async function decodeEntryAsync(buf: Uint8Array) {
  const root = await protobuf.load("audit_log.proto");
  return root.lookupType("AuditLog").decode(buf);
}

export const startupRoot = protobuf.loadSync("audit_log.proto");
