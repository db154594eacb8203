// createTool returns its arguments as the tuple server.tool takes.
export type Tool = [string, string, object, (args: any) => Promise<any>];

export function createTool(name: string, description: string, schema: object, handler: (args: any) => Promise<any>): Tool {
  return [name, description, schema, handler];
}

// formatToolDescription is a helper the tuples' descriptions use.
export function formatToolDescription(s: string): string {
  return s.trim();
}
