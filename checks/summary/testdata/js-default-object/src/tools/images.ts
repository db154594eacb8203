// API.issueRequest() is the default export's issueRequest: in diff mode (this
// file changed, the API module not) the call is reported with the chain; a
// whole scan reports the fetch itself once.
import API from "../api/index.js";

export const execute = async (params: Record<string, string>) => {
  const response = await API.issueRequest("images", params); // want: RC101 diff-only
  const up = await API.ping();
  return { response, up };
};
