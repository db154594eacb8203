// The accessors of k8s.io/apimachinery's unstructured package read an
// object already in memory: their only error is a type mismatch of a field
// ("<path> accessor error: <value> is of the type T"), no internal detail
// (thirdparty's goPure list). The dynamic client's Get talks to the API
// server: its error text (the server's URL on a transport failure, RBAC
// text naming the service account) is a third-party SDK's.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"
)

var client dynamic.Interface

var gvr = schema.GroupVersionResource{Group: "kubevirt.io", Version: "v1", Resource: "virtualmachines"}

func vmStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	vm, err := client.Resource(gvr).Namespace("default").Get(ctx, req.GetString("name", ""), metav1.GetOptions{})
	if err != nil {
		return mcp.NewToolResultError("get failed: " + err.Error()), nil // want: RC402
	}
	// Clean look-alike: an accessor's error on the object in hand.
	status, _, err := unstructured.NestedMap(vm.Object, "status")
	if err != nil {
		return mcp.NewToolResultError("bad status: " + err.Error()), nil
	}
	return mcp.NewToolResultText(status["phase"].(string)), nil
}
