// The callers: each passes a method and a body, never a signal.
import { makeRequest, performRequest, boundedRequest, defaultedRequest } from "../lib/api.js";

export async function createThing(name: string) {
  return makeRequest("/things", { method: "POST", body: JSON.stringify({ name }) }); // want: RC101 diff-only
}

export async function listThings() {
  return makeRequest("/things", { method: "GET" }); // want: RC101 diff-only
}

export async function getUser(id: string) {
  return performRequest(`/users/${id}`); // want: RC101 diff-only
}

export async function getBounded(id: string) {
  return boundedRequest(`/things/${id}`, { method: "GET" });
}

export async function getDefaulted(id: string) {
  return defaultedRequest(`/things/${id}`, { method: "GET" });
}
