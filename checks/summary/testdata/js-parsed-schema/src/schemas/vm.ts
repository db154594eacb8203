// Input schemas in a module of their own (Bldg-7/proxmox-mcp's
// src/schemas/vm.ts): each tool function parses its input with one.
import { z } from "zod";

export const createVmSchema = z.object({
  node: z.string().min(1),
  vmid: z.coerce.number().describe("VM ID number (must be unique)"),
  name: z.string().optional(),
});

export const createDiskSchema = z.object({
  node: z.string().min(1),
  size: z.string(),
});

export type CreateVmInput = z.input<typeof createVmSchema>;
export type CreateDiskInput = z.input<typeof createDiskSchema>;
