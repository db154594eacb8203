import { createTool, formatToolDescription } from '@/utils/tools.js';
import { projectService } from '../services/project.js';

export const projectTools = [
  createTool(
    "project_create",
    formatToolDescription("Create a project"),
    {},
    async ({ name }) => { // want: handler project_create
      return projectService.createProject(name);
    }
  ),
];

// a look-alike: an array of functions that nothing registers
export const unusedHelpers = [
  async (x: string) => projectService.createProject(x),
];
