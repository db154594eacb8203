import z from "zod";
import registerTool from "../structure/registerTool";

export default registerTool({
  name: "create-annotation",
  args: { title: z.string() },
  async execute(args, ctx) { // want: RC601 whole-only
    const r = await ctx.callApi("/v2/annotations", args, "POST");
    return r.data;
  },
});
