// clean twin: branches on its first parameter like a dispatcher, but no
// tool call handler hands it the tool's name
export function routeByName(name: string) {
  switch (name) {
    case "crm_delete_all":
      return "deleted";
  }
  return "";
}
