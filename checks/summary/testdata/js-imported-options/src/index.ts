export { authConfig, boundedConfig } from "./config.js";
