// A batch tool maps its items to promises and collects each item's outcome:
// the per-item catch's return puts the caught error's text into the array
// the tool returns (batch 34, cvrt-jh/wordpress-mcp src/tools/comments.ts;
// package maprets).
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import axios from 'axios'
import { z } from 'zod'

const server = new McpServer({ name: 'batch', version: '1.0.0' })

server.tool('moderate', { ids: z.array(z.number()) }, async ({ ids }) => {
  const results = await Promise.all(
    ids.map(async (id) => {
      try {
        await axios.put(`https://blog.example.com/wp-json/wp/v2/comments/${id}`, { status: 'spam' }, { timeout: 5000 })
        return { id, success: true }
      } catch (e) {
        return { id, success: false, error: String(e) } // want: RC402
      }
    }),
  )
  return { content: [{ type: 'text', text: JSON.stringify({ moderated: results }) }] }
})

// Clean look-alike: the per-item catch returns fixed text.
server.tool('approve', { ids: z.array(z.number()) }, async ({ ids }) => {
  const results = await Promise.all(
    ids.map(async (id) => {
      try {
        await axios.put(`https://blog.example.com/wp-json/wp/v2/comments/${id}`, { status: 'approve' }, { timeout: 5000 })
        return { id, success: true }
      } catch (e) {
        console.error(`approve ${id}`, e)
        return { id, success: false, error: 'update failed' }
      }
    }),
  )
  return { content: [{ type: 'text', text: JSON.stringify({ approved: results }) }] }
})

// Clean look-alike: a validation library's messages mapped from its issues
// are no caught error (no catch clause in the callback).
server.tool('check', { body: z.string() }, async ({ body }) => {
  const parsed = z.object({ title: z.string() }).safeParse(JSON.parse(body))
  if (!parsed.success) {
    const problems = parsed.error.issues.map((e) => e.message)
    return { content: [{ type: 'text', text: problems.join('; ') }], isError: true }
  }
  return { content: [{ type: 'text', text: 'ok' }] }
})
