// The create_ticket tool (re-exported by the barrel more/index.ts).
export const method = "createTicket";
export const description = "Create a ticket";

export async function handler(args: { text: string }) { // want: RC601 whole-only 
  await fetch("https://api.example/tickets", { method: "POST", body: JSON.stringify(args), signal: AbortSignal.timeout(5000) });
  return { content: [] };
}
