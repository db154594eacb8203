// A shared error helper that callers in other files hand their caught error:
// its raw message reaches the tool result it builds (unknown_param.go).
import type { ToolResponse } from './types.js';

export function formatErrorResponse(error: Error, context: string): ToolResponse {
  const message = `Error in ${context}: ${error.message}`;
  return {
    content: [{ type: 'text', text: message }], // want: RC402 low
    isError: true,
  };
}

export function toolError(err: unknown): ToolResponse {
  return { content: [{ type: 'text', text: String(err) }], isError: true }; // want: RC402 low
}

// Clean twins: a fixed message, a class of the code's own, a text parameter.
export function formatFixedError(error: Error, context: string): ToolResponse {
  console.error(context, error);
  return { content: [{ type: 'text', text: `Error in ${context}: internal error` }], isError: true };
}

export class ValidationError extends Error {}

export function formatValidation(error: ValidationError): ToolResponse {
  return { content: [{ type: 'text', text: error.message }], isError: true };
}

export function formatText(text: string): ToolResponse {
  return { content: [{ type: 'text', text }], isError: true };
}

// A handler typed where it is declared: its error may be a class of the
// code's own (a MongoDBError whose code the switch reads).
type ConnErrorHandler = (error: ConnError, ctx: unknown) => ToolResponse;
export class ConnError extends Error { code = 1; }
export const onConnError: ConnErrorHandler = (error, ctx) => {
  return { content: [{ type: 'text', text: error.message }], isError: true };
};

export const toToolError = (err) => {
  return { content: [{ type: 'text', text: String(err) }], isError: true }; // want: RC402 low
};

// Called in this file: the caller's catch is judged where it calls it.
function toErrorResult(error: unknown): ToolResponse {
  return { content: [{ type: 'text', text: error instanceof Error ? error.message : String(error) }], isError: true };
}

export async function callTool(handler: () => Promise<string>): Promise<ToolResponse> {
  try {
    return { content: [{ type: 'text', text: await handler() }] };
  } catch (error) {
    return toErrorResult(error);
  }
}
