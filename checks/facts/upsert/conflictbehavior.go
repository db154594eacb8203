package upsert

import (
	"regexp"

	"github.com/resilience-check/resilience-check/checks/model"
)

// graphConflict matches Microsoft Graph's instance annotation
// @microsoft.graph.conflictBehavior set to fail or replace in a request's
// text: a body member (`"@microsoft.graph.conflictBehavior": "fail"`, also
// nested as the createUploadSession body's item) or a query parameter
// (`?@microsoft.graph.conflictBehavior=replace`). rename (the service picks
// a new name, a second item on a repeat) and a value that is not a literal
// do not match.
var graphConflict = regexp.MustCompile(`@microsoft\.graph\.conflictBehavior['"]?\s*[:=]\s*['"]?(fail|replace)\b`)

// GraphConflictBehavior reports whether request call creates a drive item
// under the caller's name with Microsoft Graph's conflict behavior fail or
// replace written in the call itself (graphConflict): with fail a repeat of
// the create is refused because an item of that name exists (409
// nameAlreadyExists), with replace it writes the same item over the first,
// so a retry adds no second item either way. Only the call's own text is
// read (a body built elsewhere stays a create). Source: Microsoft Graph
// driveItem resource, instance attribute @microsoft.graph.conflictBehavior
// ("the conflict resolution behavior for actions that create a new item ...
// fail, replace, or rename",
// https://learn.microsoft.com/en-us/graph/api/resources/driveitem?view=graph-rest-1.0#instance-attributes);
// driveitem-post-children and driveitem-createuploadsession (item member)
// request bodies.
func GraphConflictBehavior(f *model.File, call *model.Node) bool {
	return call != nil && graphConflict.MatchString(f.Text(call))
}
