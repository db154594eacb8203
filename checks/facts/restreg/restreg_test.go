package restreg

import "testing"

// Methods reads the registering rest methods of an McpServer subclass: the
// one that makes the SDK's registration on the instance, the one that
// spreads its rest parameter into it, and one calling super.tool; not a
// rest method that only logs, nor a class that extends no McpServer.
func TestMethods(t *testing.T) {
	src := []byte(`import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
export class Server extends McpServer {
	private registerWithAccess(access: string, ...args: unknown[]) {
		const { name, config, cb } = this.parse(access, args);
		return (McpServer.prototype as any).registerTool.call(this, name, config, cb);
	}
	addWriteTool(...args: any[]) {
		if (this.readonly) { return null; }
		return this.registerWithAccess("write", ...args);
	}
	addPlainTool(...rest: any[]) {
		return super.tool(...(rest as [string, () => void]));
	}
	logTool(...args: any[]) {
		console.log("tool", args);
	}
}
class Other {
	addWriteTool(...args: any[]) {
		return this.registerWithAccess("write", ...args);
	}
}
`)
	got := Methods(src, "Server")
	for _, m := range []string{"registerWithAccess", "addWriteTool", "addPlainTool"} {
		if !got[m] {
			t.Errorf("Methods(Server) misses %s: %v", m, got)
		}
	}
	if got["logTool"] || len(got) != 3 {
		t.Errorf("Methods(Server) = %v, want the three registering methods", got)
	}
	if o := Methods(src, "Other"); o != nil {
		t.Errorf("Methods(Other) = %v, want nil (no McpServer subclass)", o)
	}
}
