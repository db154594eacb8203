// Handlers handed their client by the tools: the parameter is untyped
// (plain JS style), so its class is what every caller passes.
export async function handleCreateTicket(api, title) {
  return api.ticketFor(title);
}

export async function handleMixed(api, title) {
  // one caller passes a TicketsApi, another a ReadOnlyApi: unknown
  return api.ticketFor(title);
}
