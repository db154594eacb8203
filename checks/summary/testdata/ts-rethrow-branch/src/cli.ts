// The CLI wrappers the tools call: a failure goes to an error mapper of
// another module, which throws instead of returning.
import { runCli } from "./core";
import { analyzeCliError, mapCliError } from "./errors";

export async function deploy(env: string): Promise<string> {
  try {
    return await runCli(`cli up --environment ${env}`);
  } catch (error) {
    return analyzeCliError(error, "cli up");
  }
}

export async function status(): Promise<string> {
  try {
    return await runCli("cli status");
  } catch (error) {
    return mapCliError(error);
  }
}
