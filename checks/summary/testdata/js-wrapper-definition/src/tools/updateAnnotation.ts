import z from "zod";
import registerTool from "../structure/registerTool";

// clean twin: a PUT sets the annotation it names
export default registerTool({
  name: "update-annotation",
  args: { token: z.string(), title: z.string() },
  async execute(args, ctx) {
    const r = await ctx.callApi(`/v2/annotations/${args.token}`, args, "PUT");
    return r.data;
  },
});
