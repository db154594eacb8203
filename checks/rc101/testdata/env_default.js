import axios from "axios";

// A timeout read from the environment whose default is 0 is none by default.
const base_timeout = process.env.BASE_TIMEOUT
    ? parseInt(process.env.BASE_TIMEOUT, 10) * 1000 : 0;
const REQUEST_TIMEOUT = Number(process.env.REQUEST_TIMEOUT ?? 0);
const SAFE_TIMEOUT = process.env.SAFE_TIMEOUT ? parseInt(process.env.SAFE_TIMEOUT, 10) : 30_000;
const FALLBACK_TIMEOUT = Number(process.env.FALLBACK_TIMEOUT || 15_000);

export async function baseRequest(config) {
  return await axios({ ...config, timeout: base_timeout }); // want: RC101
}

export async function nullish(url) {
  return axios.get(url, { timeout: REQUEST_TIMEOUT }); // want: RC101
}

export async function conditionalOptions(url, slow) {
  return axios.get(url, slow ? { timeout: 60_000 } : {}); // want: RC101
}

// ---- negatives ----

export async function safeDefault(url) {
  return axios.get(url, { timeout: SAFE_TIMEOUT });
}

export async function fallback(url) {
  return axios.get(url, { timeout: FALLBACK_TIMEOUT });
}

export async function bothBranches(url, slow) {
  return axios.get(url, slow ? { timeout: 60_000 } : { timeout: 10_000 });
}
