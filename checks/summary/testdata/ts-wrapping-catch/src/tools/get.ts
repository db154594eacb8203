import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { kubectl } from "../util/kube.js";

export function getPods(ns: string) {
  try {
    const args = ["get", "pods", "-n", ns];
    try {
      const out = kubectl(args);
      return { content: [{ type: "text", text: out }] };
    } catch (error: any) {
      throw new McpError(ErrorCode.InternalError, `kubectl failed: ${error.message}`); // want: RC402
    }
  } catch (error: any) {
    if (error instanceof McpError) {
      throw error;
    }
    throw new McpError(ErrorCode.InternalError, `get pods failed: ${error.message}`);
  }
}

export function getNodes() {
  try {
    try {
      const out = kubectl(["get", "nodes"]);
      return { content: [{ type: "text", text: out }] };
    } catch (error: any) {
      console.error("kubectl failed", error);
      return { content: [{ type: "text", text: "kubectl failed" }], isError: true };
    }
  } catch (error: any) {
    throw new McpError(ErrorCode.InternalError, `get nodes failed: ${error.message}`);
  }
}

export function getServices(ns: string) {
  try {
    try {
      const out = kubectl(["get", "svc", "-n", ns]);
      return { content: [{ type: "text", text: out }] };
    } catch (error: any) {
      throw new McpError(ErrorCode.InternalError, `kubectl failed: ${error.message}`); // want: RC402
    }
  } catch (error: any) {
    throw new McpError(ErrorCode.InternalError, `get services failed: ${error.message}`); // want: RC402
  }
}
