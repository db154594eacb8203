import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'

// run calls the function its caller hands it and answers what that throws
// with the error's message: the callers (index.ts) hand it functions that
// call axios, so the message is axios's (request URL, upstream status).
export async function run(fn: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await fn()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { content: [{ type: 'text', text: `failed: ${message}` }], isError: true } // want: RC402 whole-only
  }
}

// Clean twin: the same wrapper, but its only caller hands it a function that
// parses the tool's input: no call whose errors carry internal detail.
export async function checked(fn: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await fn()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { content: [{ type: 'text', text: `bad input: ${message}` }], isError: true }
  }
}
