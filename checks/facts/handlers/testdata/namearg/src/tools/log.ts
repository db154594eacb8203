const levels: Record<string, Function> = { info: (m: string) => console.log(m) };

export function logCall(client: any, toolName: string, level = "info") {
  const write = levels[level]; // indexed by another key than the name: no tool
  write(`${toolName} called`);
}
