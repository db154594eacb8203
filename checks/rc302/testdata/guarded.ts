import axios from "axios";

const MAX_RETRIES = 3;

// ---- positives ----

export async function guardedFixed(url: string) {
  for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch (err) {
      if (attempt < MAX_RETRIES - 1) {
        await new Promise((resolve) => setTimeout(resolve, 1000)); // want: RC302
        continue;
      }
      throw err;
    }
  }
}

// ---- negatives ----

export async function guardedJitter(url: string) {
  for (let attempt = 0; attempt < MAX_RETRIES; attempt++) {
    try {
      return await axios.get(url, { timeout: 5000 });
    } catch (err) {
      if (attempt < MAX_RETRIES - 1) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(10_000, 200 * 2 ** attempt)));
        continue;
      }
      throw err;
    }
  }
}
