package rc601

import (
	"cmp"
	"path"
	"slices"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/adapt"
	"github.com/resilience-check/resilience-check/checks/facts/bounds"
	"github.com/resilience-check/resilience-check/checks/facts/genclient"
	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// rowCreate reports whether call is a creating method of an API client a
// library row models as mutating: the method is one of the row's Mutating
// (a name, or a glob such as "create_*" for a family row: a generated
// client's methods are named from the API's operationIds) and its first
// word is a creating verb (sdkCreateMethod: an update, a patch or a delete
// a row also lists leaves the same state when repeated). For Python the
// receiver must be the row's client (pyctor.Of names its
// constructor: `dag_run_api = DAGRunApi(api_client)`); for Go, whose
// receivers are typed in other files, a family row's glob carries the
// generator's own suffix (oapi-codegen's CreateServiceWithResponse), which
// is the evidence. Unlike sdkCreate's guess on any receiver, the row says
// the call reaches a remote API, so the mutation counts without a tool name
// that says it creates (bench/realcode/blind9-misses.tsv 1412: airflow's
// post_dag_run, a POST that starts a new DAG run per call). For JavaScript
// and TypeScript the receiver must hold the row's client and the row must
// list the method by name (jsRowCreate).
func rowCreate(f *model.File, call *model.Node) bool {
	fn := model.Callee(call)
	if fn == nil {
		return false
	}
	obj, prop := adapt.MemberParts(fn)
	if obj == nil || prop == nil {
		return false
	}
	if f.Lang == model.LangPython {
		// a generated endpoint function: pkg.api.<tag>.<operation>.sync(client=...),
		// whose operation module is named from the operationId
		q := model.ImportedName(f, fn)
		if r := genclient.Lookup(f, libmodels.Builtin(), libmodels.Python, q); r != nil && r.Shape != nil && r.API == libmodels.Function {
			op := strings.TrimSuffix(q, "."+f.Text(prop))
			op = op[strings.LastIndexByte(op, '.')+1:]
			return sdkCreateMethod(op) && mutatingMethod(r, op)
		}
	}
	method := f.Text(prop)
	if f.Lang.IsJS() {
		return jsRowCreate(f, obj, method)
	}
	w := firstWord(method)
	if !sdkCreateMethod(method) && !rowAddVerbs[w] && (f.Lang != model.LangPython || !sdkCreateVerbs[w]) {
		return false // a Python row's exact entry below may still say a create: todoist's add_task
	}
	switch f.Lang {
	case model.LangPython:
		ctor := pyctor.Of(f, obj)
		if r := libmodels.Builtin().Lookup(libmodels.Python, ctor); r == nil || len(r.Mutating) == 0 {
			// an object of a nested client: calendar.save_event where calendar = dav.calendar(url)
			ctor = cmp.Or(pyNestedClient(f, obj), ctor)
		}
		if ctor == "" {
			return false
		}
		r := genclient.Lookup(f, libmodels.Builtin(), libmodels.Python, ctor)
		if r == nil || !mutatingMethod(r, method) {
			return false
		}
		return sdkCreateMethod(method) || r.Shape == nil && slices.Contains(r.Mutating, method)
	case model.LangGo:
		if r := bounds.GoClientRow(f, libmodels.Builtin(), obj); r != nil && r.Kind != libmodels.Database && slices.Contains(r.Mutating, method) {
			return true // a client a row models, built or typed in the file: sarama's producer.SendMessage (bounds.GoClientRow)
		}
		if !strings.HasSuffix(method, "WithResponse") {
			return false // the only Go family with creating globs is oapi-codegen's
		}
		for _, r := range libmodels.Builtin().Families(libmodels.Go) {
			if mutatingMethod(r, method) {
				return true
			}
		}
	}
	return false
}

// jsRowCreate reports whether method, called on obj in a JavaScript or
// TypeScript file, is a creating call of a client a library row models: obj
// holds the row's client (bounds.JSClientRow: a local built by the row's
// constructor, a parameter or field typed with its class, a field of this
// the class sets only to new clients of it: `this.tasks = new
// Asana.TasksApi()` then `this.tasks.createTask(data)`), the row lists the
// method by name among its Mutating, and its first word is a creating verb
// (an update or a set the row also lists is left out). The row's exact entry
// is the evidence, so the words sdkCreateMethod reads as a local object do
// not rule it out (asana's createTask adds a task upstream; it is no
// asyncio create_task). Database rows are left to the SQL and document
// checks (insertOne is docInsertMethods').
func jsRowCreate(f *model.File, obj *model.Node, method string) bool {
	r := bounds.JSClientRow(f, libmodels.Builtin(), obj)
	if r == nil || r.Kind == libmodels.Database || !slices.Contains(r.Mutating, method) {
		return false
	}
	w := firstWord(method)
	return sdkCreateVerbs[w] || rowAddVerbs[w]
}

// rowAddVerbs are first words of methods that add on every call only by
// what a library row says of them, so they count only as a row's exact
// Mutating entry: gspread's append_row adds a row after the table (its
// object, a row, reads as local to sdkCreateMethod), caldav's save_event
// stores a new calendar object under a new UID (a save elsewhere is an
// upsert), hvac's pki generate_certificate issues a new key and serial
// (POST pki/issue/<role>; a generate elsewhere may compute locally).
var rowAddVerbs = map[string]bool{"append": true, "save": true, "generate": true}

// firstWord returns the lower-cased first word of a method name.
func firstWord(name string) string {
	if w := nameWordsLower(name); len(w) > 0 {
		return w[0]
	}
	return ""
}

// mutatingMethod reports whether one of r.Mutating is method or a glob
// (path.Match) that matches it.
func mutatingMethod(r *libmodels.Row, method string) bool {
	for _, m := range r.Mutating {
		if m == method {
			return true
		}
		if strings.Contains(m, "*") {
			if ok, _ := path.Match(m, method); ok {
				return true
			}
		}
	}
	return false
}
