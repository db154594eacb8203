import { createIssue } from "./tools.js";

type Handler = (args: any) => Promise<any>;

export const handlers = new Map<string, Handler>();
handlers.set("create_issue", createIssue);

// a second map nothing reads
export const drafts = new Map<string, Handler>();
