// clean twin: handed the tool's name, but it only logs it (no branch on it)
export function auditToolCall(name: string, args: unknown) {
  console.log(`tool ${name}`, args);
}
