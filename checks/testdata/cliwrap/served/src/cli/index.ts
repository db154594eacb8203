export { deploy } from "./core";
