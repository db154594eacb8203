import axios from "axios";

// A shared formatter of another module: the request helpers throw what it
// returns (throw new Error(handleApiError(error))), and McpServer sends a
// tool's thrown error.message to the client (package thrownres).
export function handleApiError(error: unknown, context?: string): string {
  const prefix = context ? `Error ${context}: ` : "Error: ";
  if (axios.isAxiosError(error)) {
    if (error.response) {
      const status = error.response.status;
      const data = error.response.data as { detail?: unknown; message?: string };
      const detail = typeof data?.detail === "object" ? JSON.stringify(data.detail) : data?.message;
      switch (status) {
        case 401:
          return `${prefix}Invalid API key.`;
        case 500:
          return `${prefix}Server error. Please try again later.`;
        default:
          return `${prefix}Request failed with status ${status}: ${detail}`; // want: RC402 whole-only
      }
    } else if (error.message) {
      return `${prefix}Network error - ${error.message}`; // want: RC402 whole-only
    }
  }
  return `${prefix}Unexpected error.`;
}

// Clean look-alike: the same shape, but its only caller is called from a
// tool's try whose catch returns a fixed text: the thrown error never
// reaches the client.
export function describeError(error: unknown): string {
  if (axios.isAxiosError(error)) {
    return `Request failed: ${error.message}`;
  }
  return "Request failed.";
}
