import { deploy } from "../src/cli/core";

test("deploy", async () => {
  await deploy(".");
});
