// Request options read from a const object literal of the file or from a
// helper of the file that returns one: a spread copies only the literal's
// own keys, so a literal without signal/timeout adds no bound.
import axios from "axios";

const baseInit = { method: "GET", headers: { Accept: "application/json" } };
const boundedInit = { method: "GET", signal: AbortSignal.timeout(10_000) };
const axiosBase = { baseURL: "https://api.example.com", headers: { Accept: "application/json" } };
const axiosBounded = { baseURL: "https://api.example.com", timeout: 10_000 };

function buildInit(method: string) {
  return { method, headers: { "Content-Type": "application/json" } };
}

function buildBoundedInit(method: string) {
  return { method, signal: AbortSignal.timeout(10_000) };
}

export async function spreadConst(url: string) {
  return fetch(url, { ...baseInit, body: "x" }); // want: RC101
}

export async function helperLiteral(url: string) {
  return fetch(url, buildInit("POST")); // want: RC101
}

export async function axiosSpreadConst(path: string) {
  return axios.request({ ...axiosBase, url: path }); // want: RC101
}

// Clean look-alikes: the same shapes with the bound in the literal, and a
// spread whose source cannot be resolved.
export async function spreadBounded(url: string) {
  return fetch(url, { ...boundedInit, body: "x" });
}

export async function helperBounded(url: string) {
  return fetch(url, buildBoundedInit("POST"));
}

export async function axiosSpreadBounded(path: string) {
  return axios.request({ ...axiosBounded, url: path });
}

export async function spreadUnknown(url: string, init: RequestInit) {
  return fetch(url, { ...init, method: "GET" });
}
