import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import axios from 'axios'
import { z } from 'zod'

import { settle, timed } from './timing.js'

const server = new McpServer({ name: 'ts-handed-callable', version: '1.0.0' })

server.tool('get_user', { id: z.string() }, async ({ id }) => {
  // timed (another module) calls the arrow function it is handed: what
  // axios throws comes out of the call.
  try {
    const res = await timed('user', () => axios.get(`https://api.example.com/users/${id}`, { timeout: 5000 }))
    return { content: [{ type: 'text', text: JSON.stringify(res.data) }] }
  } catch (e) {
    return { content: [{ type: 'text', text: `failed: ${(e as Error).message}` }], isError: true } // want: RC402
  }
})

server.tool('maybe_user', { id: z.string() }, async ({ id }) => {
  // Clean twin: settle keeps what axios throws.
  try {
    const res = await settle(() => axios.get(`https://api.example.com/users/${id}`, { timeout: 5000 }))
    return { content: [{ type: 'text', text: JSON.stringify(res?.data ?? null) }] }
  } catch (e) {
    return { content: [{ type: 'text', text: `failed: ${(e as Error).message}` }], isError: true }
  }
})

server.tool('parse', { text: z.string() }, async ({ text }) => {
  // Clean twin: the function handed only parses.
  try {
    const n = await timed('parse', async () => JSON.parse(text))
    return { content: [{ type: 'text', text: String(n) }] }
  } catch (e) {
    return { content: [{ type: 'text', text: `bad input: ${(e as Error).message}` }], isError: true }
  }
})
