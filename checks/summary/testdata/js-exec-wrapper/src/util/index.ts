export * from "./kube";
export { kubectl as kc } from "./kube.js";
