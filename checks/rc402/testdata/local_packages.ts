import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { midpoint as turfMidpoint, point } from "@turf/turf";
import * as turf from "@turf/turf";

const server = new McpServer({ name: "geo", version: "1.0.0" });

// @turf/turf computes on the GeoJSON it is given, in-process (noio.yml,
// errors: local): its error describes the caller's coordinates.
server.tool("midpoint", {}, async (args: any) => {
  try {
    const mid = turfMidpoint(point([args.a, args.b]), point([args.c, args.d]));
    return { content: [{ type: "text", text: JSON.stringify(mid) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Midpoint: ${(error as Error).message}` }], isError: true };
  }
});

server.tool("distance", {}, async (args: any) => {
  try {
    return { content: [{ type: "text", text: String(turf.distance(args.from, args.to)) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Distance: ${(error as Error).message}` }], isError: true };
  }
});

// the same try with an HTTP request in it: the client's error text leaks
server.tool("saved-distance", {}, async (args: any) => {
  try {
    const saved = await (await fetch(args.url)).json();
    return { content: [{ type: "text", text: String(turf.distance(args.from, saved)) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Distance: ${(error as Error).message}` }], isError: true }; // want: RC402
  }
});
