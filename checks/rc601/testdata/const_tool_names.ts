// Tool definition objects named by a member of a constant table
// (Doist's todoist-mcp: `name: ToolNames.ADD_COMMENTS` with the table in
// src/utils/tool-names.ts): the table's string names the tool
// (checks/facts/handlers/constname).
import { z } from 'zod'
import { TodoistApi } from '@doist/todoist-api-typescript'

export const ToolNames = {
    ADD_COMMENTS: 'add-comments',
    FIND_COMMENTS: 'find-comments',
} as const

enum Other {
    ADD_NOTES = 'add-notes',
}

const addComments = {
    name: ToolNames.ADD_COMMENTS,
    parameters: { content: z.string(), taskId: z.string() },
    async execute(args: { content: string; taskId: string }, client: TodoistApi) { // want: RC601
        return await client.addComment({ content: args.content, taskId: args.taskId })
    },
}

const addNotes = {
    name: Other.ADD_NOTES,
    parameters: { content: z.string() },
    async execute(args: { content: string }, client: TodoistApi) { // want: RC601
        return await client.addComment({ content: args.content, projectId: '1' })
    },
}

// Clean twin: the table names a read tool, whose name excuses it.
const findComments = {
    name: ToolNames.FIND_COMMENTS,
    parameters: { taskId: z.string() },
    async execute(args: { taskId: string }, client: TodoistApi) {
        return await client.addComment({ content: 'seen', taskId: args.taskId })
    },
}

// Clean twin: a member the table does not bind to a string stays unknown,
// so the tool's name says nothing and no create is guessed from the
// method's name on an object of no library row (on a TodoistApi the row's
// entry is the evidence: todoist_row_client.ts).
const Spread = { ...ToolNames, ADD_MORE: 'add-more' }

interface Notes {
    addComment(c: object): Promise<unknown>
}

const addMore = {
    name: Spread.ADD_MORE,
    parameters: { content: z.string() },
    async execute(args: { content: string }, client: Notes) {
        return await client.addComment({ content: args.content, taskId: '1' })
    },
}

export { addComments, addNotes, findComments, addMore }
