export * as createTicket from "./createTicket";
