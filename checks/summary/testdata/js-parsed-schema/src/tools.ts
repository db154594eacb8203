import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { createVmSchema, createDiskSchema } from "./schemas/vm.js";
import type { CreateVmInput, CreateDiskInput } from "./schemas/vm.js";

const API = "https://pve.example/api2/json";

// The caller gives the new VM's own id (vmid, required in the schema the
// function parses its input with): a repeat is refused, no second VM.
export async function createVM(input: CreateVmInput) {
  const validated = createVmSchema.parse(input);
  const r = await fetch(`${API}/nodes/${validated.node}/qemu`, {
    method: "POST",
    body: JSON.stringify({ vmid: validated.vmid, name: validated.name }),
    signal: AbortSignal.timeout(10000),
  });
  return r.json();
}

// Twin: the parsed schema holds no id of the disk, so each call adds one.
export async function createDisk(input: CreateDiskInput) { // want: RC601
  const validated = createDiskSchema.parse(input);
  const r = await fetch(`${API}/nodes/${validated.node}/disks`, {
    method: "POST",
    body: JSON.stringify({ size: validated.size }),
    signal: AbortSignal.timeout(10000),
  });
  return r.json();
}

const server = new McpServer({ name: "pve", version: "1.0.0" });
const tools = { create_vm: createVM, create_disk: createDisk };
for (const [name, fn] of Object.entries(tools)) {
  server.tool(name, "proxmox", {}, async (args: any) => ({ content: [{ type: "text", text: JSON.stringify(await fn(args)) }] }));
}
