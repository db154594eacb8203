"use client";

export async function load() {
  return fetch("https://api.example.com/items", { signal: AbortSignal.timeout(5_000) }); // browser module
}
