package pyclient

import "github.com/resilience-check/resilience-check/checks/model"

// selfGetter returns the callee, as written, of the call every assignment
// of attribute obj (`self.glue_client`) in its class makes, when that
// callee is a function the file does not define (an import:
// `self.glue_client = AwsHelper.create_boto3_client("glue")`, `self.db =
// get_db()`), so that the summaries judge `self.glue_client.get_job()`
// with what that function returns in its own file, as Uses does for a
// local; "" when the class assigns the attribute anything else too (None
// placeholders aside), two different calls, or nothing.
func selfGetter(f *model.File, obj *model.Node) string {
	cls := model.Ancestor(obj, model.SymClassDefinition)
	if cls == nil {
		return ""
	}
	found := ""
	for _, b := range f.BindingsNamed(f.Text(obj)) {
		if !model.Contains(cls, b.Value) {
			continue
		}
		v := model.Unwrap(b.Value)
		if v.Sym() == model.SymNone {
			continue
		}
		if v.Sym() != model.SymCall {
			return ""
		}
		c := model.Callee(v)
		if c == nil || f.LocalFunc(c) != nil || !(c.Sym() == model.SymIdentifier ||
			c.Sym() == model.SymAttribute && c.ChildByFieldName("object") != nil && c.ChildByFieldName("object").Sym() == model.SymIdentifier) {
			return ""
		}
		if t := f.Text(c); found == "" || found == t {
			found = t
		} else {
			return ""
		}
	}
	return found
}
