package rc601

import (
	"regexp"

	"github.com/resilience-check/resilience-check/checks/facts/handlers"
	"github.com/resilience-check/resilience-check/checks/facts/jsschema"
	"github.com/resilience-check/resilience-check/checks/facts/pysig"
	"github.com/resilience-check/resilience-check/checks/model"
)

// defSchemaTexts returns the text of the zod object schema that a JS tool
// definition object (handlers.JSObject: `{ name: "create-feature-flag",
// schema, handler }`) names under its schema key when another module of the
// repository declares it, directly or through a constant of the file
// (`const schema = FeatureFlagCreateSchema` with the name imported from
// "@/schema/tool-inputs"): the tool's parameters, read as for a schema an
// SDK registration is handed (jsschema.Imported); or the schema a constant
// of the file builds (`const schema = z.object({...})`). Nil for any other
// tool, or when the schema is neither. unknown is true when that schema
// holds a property typed by another schema by name (`data:
// AddInsightToDashboardSchema`): its fields are elsewhere, and a key or the
// object's own id may be among them, so the parameters are not known.
// A Python function another file registers by data flow (handlers.Flow: a
// getmembers loop, a list of functions) has its signature for schema, as
// FastMCP builds the tool's input schema from it
// (https://github.com/modelcontextprotocol/python-sdk/blob/main/src/mcp/server/fastmcp/utilities/func_metadata.py).
func defSchemaTexts(f *model.File, t handlers.Tool) (texts []string, unknown bool) {
	if t.Shape == handlers.Flow && f.Lang == model.LangPython && len(t.Schema) == 0 && t.Handler != nil && t.Handler.ChildByFieldName("parameters") != nil {
		txt, unknown := pysig.Schema(f, t.Handler.ChildByFieldName("parameters"))
		if unknown {
			return nil, true // `params: CreateIssueInput`: FastMCP expands the model's fields, which are elsewhere
		}
		return []string{txt}, false // a def another file registers (a getmembers loop, a list): FastMCP reads its signature
	}
	if t.Shape != handlers.JSObject || len(t.Schema) != 1 || t.Schema[0] == nil || t.Schema[0].Sym() != model.SymObject {
		return nil, false
	}
	v, _ := f.ObjectProp(t.Schema[0], "schema")
	if v = model.Unwrap(v); v == nil {
		return nil, false
	}
	if v.Sym() == model.SymShorthandPropertyIdentifier || v.Sym() == model.SymIdentifier {
		v = f.Resolve(v)
	}
	txt, ok := jsschema.Imported(f, v)
	if !ok && v != nil && v.Sym() == model.SymCallExpression && v != model.Unwrap(t.Schema[0]) {
		txt, ok = f.Text(v), true // const schema = z.object({...}) of the file
	}
	if !ok {
		return nil, false
	}
	for _, m := range namedSchemaPropRE.FindAllStringSubmatch(txt, -1) {
		if m[1] != "z" {
			return nil, true
		}
	}
	return []string{txt}, false
}

// namedSchemaPropRE finds a property of a zod object whose value is a name
// (with a call chain, `data: CreateInput.optional(),`), its root captured:
// `z` is zod itself, any other name is a schema declared elsewhere.
var namedSchemaPropRE = regexp.MustCompile(`[\w$]+\??\s*:\s*([A-Za-z_$][\w$]*)(?:\s*\.\s*[\w$]+\s*\([^()]*\))*\s*[,}\n]`)
