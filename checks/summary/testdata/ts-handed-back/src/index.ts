import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import axios from 'axios'
import { z } from 'zod'

import { checked, run } from './run.js'

const server = new McpServer({ name: 'ts-handed-back', version: '1.0.0' })

server.tool('get_user', { id: z.string() }, async ({ id }) =>
  run(async () => {
    const res = await axios.get(`https://api.example.com/users/${id}`, { timeout: 5000 })
    return { content: [{ type: 'text', text: JSON.stringify(res.data) }] }
  }),
)

server.tool('parse', { text: z.string() }, async ({ text }) =>
  checked(async () => {
    const n = JSON.parse(text)
    return { content: [{ type: 'text', text: String(n) }] }
  }),
)
