import axios from "axios";

export const handleLeadTool = async (toolName: string, args: any) => {
  if (toolName === "crm_add_lead") {
    return axios.post(`/campaigns/${args.campaign}/leads`, args);
  }
  return null;
};
