// a barrel: the dispatcher class is re-exported from the module that defines it
export { JobRunner } from "./jobs.js";
export * from "./log.js";
