// fetch/axios options from names imported from ./config (directly or through
// a re-export): reported only when the defining module shows a literal
// without signal/timeout.
import axios from "axios";
import { getBoundedFetchConfig, getFetchConfig } from "../config.js";
import { authConfig } from "../config.js";
import { authConfig as reexported, boundedConfig } from "../index.js";
import { remoteInit } from "some-package";

export async function importedConst(path: string) {
  return axios.request({ ...authConfig, url: path }); // want: RC101
}

export async function importedHelper(url: string) {
  return fetch(url, getFetchConfig("POST")); // want: RC101
}

// Through a re-export (./index): a diff-mode scan of this file alone does not
// read ./config behind it, so it stays silent there.
export async function reexportedConst(path: string) {
  return axios.request({ ...reexported, url: path }); // want: RC101 whole-only
}

// Clean look-alikes.
export async function importedBoundedConst(path: string) {
  return axios.request({ ...boundedConfig, url: path });
}

export async function importedBoundedHelper(url: string) {
  return fetch(url, getBoundedFetchConfig("POST"));
}

export async function packageSpread(url: string) {
  return fetch(url, { ...remoteInit, method: "GET" });
}
