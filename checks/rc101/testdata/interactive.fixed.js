#!/usr/bin/env node
// Issue 21: an interactive tool (a #! entry and a terminal prompt library, no
// server in the file): a person waits at the terminal and can interrupt, so
// RC101 is low here.
import { input } from "@inquirer/prompts";
import axios from "axios";

async function main() {
  const name = await input({ message: "Project name?" });
  const { data } = await axios.get(`https://registry.example.com/p/${name}`, { timeout: 10_000 }); // want: RC101 low
  console.log(data);
}

main();
