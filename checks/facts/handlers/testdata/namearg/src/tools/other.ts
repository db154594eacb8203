export const notCalled: Record<string, Function> = { crm_never: async () => ({}) };

export function routeOther(client: any, toolName: string) {
  switch (toolName) {
    case "crm_never_routed":
      return client.post("/never", {});
  }
}
