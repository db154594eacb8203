// Creating calls of libmodels/data/sdks-fix9.yml's JavaScript SDKs: Ghost's
// posts.add publishes a new post and Spotify's addItemToPlaybackQueue
// appends to the queue on every call, so a retried tool call does it twice.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import GhostAdminAPI from "@tryghost/admin-api";
import { SpotifyApi } from "@spotify/web-api-ts-sdk";
import { z } from "zod";

const server = new McpServer({ name: "media", version: "1.0.0" });
const ghost = new GhostAdminAPI({ url: "https://blog.test", key: "k", version: "v5.0", makeRequest: (o: any) => Promise.resolve(o) });
const spotify = SpotifyApi.withAccessToken("id", { access_token: "t" } as any, { fetch: (u: any, i: any) => fetch(u, i) });

// ---- positives ----
server.registerTool("create_post", { inputSchema: { title: z.string() } }, async ({ title }) => { // want: RC601
  const post = await ghost.posts.add({ title, status: "published" });
  return { content: [{ type: "text", text: post.id }] };
});

server.registerTool("enqueue_track", { inputSchema: { uri: z.string() } }, async ({ uri }) => { // want: RC601
  await spotify.player.addItemToPlaybackQueue(uri);
  return { content: [{ type: "text", text: "queued" }] };
});

// ---- negatives: reads and edits repeat harmlessly ----
server.registerTool("post_details", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const post = await ghost.posts.read({ id });
  return { content: [{ type: "text", text: JSON.stringify(post) }] };
});

server.registerTool("retitle_post", { inputSchema: { id: z.string(), title: z.string() } }, async ({ id, title }) => {
  const post = await ghost.posts.edit({ id, title });
  return { content: [{ type: "text", text: JSON.stringify(post) }] };
});

server.registerTool("playback_state", {}, async () => {
  const state = await spotify.player.getPlaybackState();
  return { content: [{ type: "text", text: JSON.stringify(state) }] };
});
