// Class of real code: a client wrapper that, when a call fails because the
// user must authorize first, waits for the user to finish and calls again,
// once. The guard in the catch bounds the loop to one retry, so there is no
// stream of immediate attempts to hammer anyone.
export function withReauthorization(conn: Conn, gate: Gate): Conn {
  return {
    ...conn,
    callTool: async (name: string, args: unknown) => {
      let reauthorized = 0;
      while (true) {
        try {
          return await conn.callTool(name, args);
        } catch (error) {
          if (!needsAuthorization(error) || reauthorized >= 1) {
            throw error;
          }
          reauthorized++;
          await new Promise<void>((resolve) => gate.onAuthorized(resolve));
        }
      }
    },
  };
}

// Still reported: the guard allows three immediate retries.
export async function pushAll(conn: Conn, item: unknown) {
  let failures = 0;
  while (true) { // want: RC302
    try {
      return await conn.callTool("push", item);
    } catch (error) {
      if (failures >= 3) throw error;
      failures++;
    }
  }
}
