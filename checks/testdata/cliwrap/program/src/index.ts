#!/usr/bin/env node
// A command-line program (its bin entry): what it imports from src/cli/ runs
// at a terminal, where a person can interrupt it, so it stays a script.
import { Command } from "commander";
import { deploy } from "./cli/core";

new Command("deployer").command("up").action(async () => console.log(await deploy(process.cwd()))).parse();
