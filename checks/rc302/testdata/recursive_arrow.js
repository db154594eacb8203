// A recursive retry written as a const arrow function
// (jgardner04/Ghost-MCP-Server src/services/ghostService.js:
// `const handleApiRequest = async (..., retries = 3) => {...}`).
import fs from "node:fs/promises";

// ---- positive: linear delay, no jitter ----
const handleApiRequest = async (api, resource, action, data = {}, retries = 3) => {
  try {
    return await api[resource][action](data);
  } catch (error) {
    const statusCode = error.response?.status;
    if (statusCode >= 500 && retries > 0) {
      const delay = 1000 * (4 - retries);
      await new Promise((resolve) => setTimeout(resolve, delay)); // want: RC302
      return handleApiRequest(api, resource, action, data, retries - 1);
    }
    throw error;
  }
};

// ---- clean look-alike: a unique file name, not a retry ----
export const ensureUniquePath = async (candidate) => {
  const probe = async (attempt) => {
    const next = attempt === 0 ? candidate : `${candidate}-${attempt}`;
    try {
      const handle = await fs.open(next, "wx");
      await handle.close();
      return next;
    } catch (error) {
      if (error?.code === "EEXIST") {
        return probe(attempt + 1);
      }
      throw error;
    }
  };
  return probe(0);
};

export { handleApiRequest };
