// Input schemas kept in a module of their own (BrowserStack's
// testmanagement-utils): the registering file imports them.
import { z } from "zod";

export const CreateRunSchema = z.object({
  project_id: z.string().describe("Project id, e.g. PR-1 (see docs...)"),
  name: z.string().describe("Run name"),
});

export const KeyedRunSchema = z.object({
  name: z.string(),
  idempotency_key: z.string().describe("Dedupes retries"),
});

const BaseRunSchema = z.object({ name: z.string() });

export const SpreadRunSchema = z.object({
  ...BaseRunSchema.shape,
  note: z.string(),
});

export const ExtendedRunSchema = z.object({ name: z.string() }).extend({ tag: z.string() });
