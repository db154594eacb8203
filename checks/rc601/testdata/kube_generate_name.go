package tools

import (
	"context"

	mcp "github.com/modelcontextprotocol/go-sdk/mcp"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	v1 "github.com/tektoncd/pipeline/pkg/apis/pipeline/v1"
	pipelineclient "github.com/tektoncd/pipeline/pkg/client/injection/client"
)

// Tools of the go-sdk's first releases (mcp.NewServerTool(name, desc,
// handler)) that create Kubernetes objects: a GenerateName makes the API
// server name a new object on every call; a Name is refused on a repeat.

type startParams struct {
	Name      string `json:"name"`
	Namespace string `json:"namespace"`
}

func startPipeline() *mcp.ServerTool {
	return mcp.NewServerTool("start_pipeline", "Start a Pipeline", handlerStartPipeline) // want: RC601
}

func handlerStartPipeline(ctx context.Context, cc *mcp.ServerSession, params *mcp.CallToolParamsFor[startParams]) (*mcp.CallToolResultFor[string], error) {
	pr := &v1.PipelineRun{
		ObjectMeta: metav1.ObjectMeta{
			Namespace:    params.Arguments.Namespace,
			GenerateName: params.Arguments.Name + "-",
		},
		Spec: v1.PipelineRunSpec{PipelineRef: &v1.PipelineRef{Name: params.Arguments.Name}},
	}
	if _, err := pipelineclient.Get(ctx).TektonV1().PipelineRuns(params.Arguments.Namespace).Create(ctx, pr, metav1.CreateOptions{}); err != nil {
		return nil, err
	}
	return &mcp.CallToolResultFor[string]{}, nil
}

// clean twin: the run is named by the caller, so a repeat is refused (409 AlreadyExists)
func startNamedRun() *mcp.ServerTool {
	return mcp.NewServerTool("start_named_run", "Start a named PipelineRun", handlerStartNamedRun)
}

func handlerStartNamedRun(ctx context.Context, cc *mcp.ServerSession, params *mcp.CallToolParamsFor[startParams]) (*mcp.CallToolResultFor[string], error) {
	pr := &v1.PipelineRun{
		ObjectMeta: metav1.ObjectMeta{
			Namespace: params.Arguments.Namespace,
			Name:      params.Arguments.Name,
		},
	}
	if _, err := pipelineclient.Get(ctx).TektonV1().PipelineRuns(params.Arguments.Namespace).Create(ctx, pr, metav1.CreateOptions{}); err != nil {
		return nil, err
	}
	return &mcp.CallToolResultFor[string]{}, nil
}

// clean twin: a create tool whose object comes from the caller's YAML (its
// metadata.name): a Kubernetes create of a named object is no duplicate
func createTask() *mcp.ServerTool {
	return mcp.NewServerTool("create_task", "Create a Task from YAML", handlerCreateTask)
}

func handlerCreateTask(ctx context.Context, cc *mcp.ServerSession, params *mcp.CallToolParamsFor[startParams]) (*mcp.CallToolResultFor[string], error) {
	var task v1.Task
	if _, err := pipelineclient.Get(ctx).TektonV1().Tasks(params.Arguments.Namespace).Create(ctx, &task, metav1.CreateOptions{}); err != nil {
		return nil, err
	}
	return &mcp.CallToolResultFor[string]{}, nil
}

// a restart copies a run under a generated name, the assignment read before the create
func handlerRestart(ctx context.Context, cc *mcp.ServerSession, params *mcp.CallToolParamsFor[startParams]) (*mcp.CallToolResultFor[string], error) {
	pr := &v1.PipelineRun{ObjectMeta: metav1.ObjectMeta{GenerateName: params.Arguments.Name + "-"}}
	pr, err := pipelineclient.Get(ctx).TektonV1().PipelineRuns(params.Arguments.Namespace).Create(ctx, pr, metav1.CreateOptions{})
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResultFor[string]{}, nil
}

func restartRun() *mcp.ServerTool {
	return mcp.NewServerTool("restart_pipelinerun", "Restart a PipelineRun", handlerRestart) // want: RC601
}
