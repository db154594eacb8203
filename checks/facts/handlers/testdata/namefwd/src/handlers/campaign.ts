import axios from "axios";

// a per-category dispatcher of another module: its cases are the tools
export async function handleCampaignTool(toolName: string, args: any) {
  switch (toolName) {
    case "crm_create_campaign": {
      return createCampaign(args);
    }
    case "crm_get_campaign": {
      return axios.get(`/campaigns/${args.id}`);
    }
  }
  throw new Error(`unknown tool ${toolName}`);
}

async function createCampaign(args: any) {
  return axios.post("/campaigns/create", args);
}
