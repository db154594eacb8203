package idemkey

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// goNamedCreate is a Go SDK create whose request literal names the new
// resource by a caller-given name that the upstream keeps unique and
// refuses to repeat: a second call with the same name fails with Err, so
// a retried tool call creates nothing twice. Import is the SDK's module
// path (the file must import it), Type the request struct the call's
// literal has (its package qualifier aside), Key the field that names the
// resource, URL the upstream source or reference that documents the refusal.
type goNamedCreate struct {
	Import, Type, Key, Err, URL string
	// Method, when set, stands for Type and Key: the SDK's own create
	// method of that name (its argument count Args) requires the name and
	// writes the object at it, so every create that succeeds carries one;
	// Import is then a module prefix the file imports a package of.
	Method string
	Args   int
}

// goNamedCreates are the rows, each checked in the upstream's source.
// Centreon's web API v2 (the REST API centreon-go-client wraps: POST
// /configuration/hosts, /hosts/groups, /timeperiods, /services,
// /services/groups, /services/categories) checks the name before it adds
// the object and answers a name already in use with a ConflictResponse
// (HTTP 409); a service's name is unique per host.
var goNamedCreates = []goNamedCreate{
	{"github.com/tphakala/centreon-go-client", "CreateHostRequest", "Name", "409 HostException::nameAlreadyExists",
		"https://github.com/centreon/centreon/blob/e3a292b54acc6ceb0c6138b0b87c7a1801035c1f/centreon/src/Core/Host/Application/UseCase/AddHost/AddHostValidation.php", "", 0},
	{"github.com/tphakala/centreon-go-client", "CreateHostGroupRequest", "Name", "409 HostGroupException::nameAlreadyExists",
		"https://github.com/centreon/centreon/blob/a7119cedccbecafe1b27ae550bd542fbe1510e8b/centreon/src/Core/HostGroup/Application/UseCase/AddHostGroup/AddHostGroup.php", "", 0},
	{"github.com/tphakala/centreon-go-client", "CreateTimePeriodRequest", "Name", "409 TimePeriodException::nameAlreadyExists",
		"https://github.com/centreon/centreon/blob/552f65ce49071d79949bc3d7ad27e1e18fe615e7/centreon/src/Core/TimePeriod/Application/UseCase/AddTimePeriod/AddTimePeriod.php", "", 0},
	{"github.com/tphakala/centreon-go-client", "CreateServiceRequest", "Name", "409 ServiceException::nameAlreadyExists (per host)",
		"https://github.com/centreon/centreon/blob/692d6c82c66d41555aa037ae1e9c770973d35943/centreon/src/Core/Service/Application/UseCase/AddService/AddServiceValidation.php", "", 0},
	{"github.com/tphakala/centreon-go-client", "CreateServiceGroupRequest", "Name", "409 ServiceGroupException::nameAlreadyExists",
		"https://github.com/centreon/centreon/blob/933cbb3a4fd827b0566fb3a6886fa46e5dafed35/centreon/src/Core/ServiceGroup/Application/UseCase/AddServiceGroup/AddServiceGroup.php", "", 0},
	{"github.com/tphakala/centreon-go-client", "CreateServiceCategoryRequest", "Name", "409 ServiceCategoryException::serviceNameAlreadyExists",
		"https://github.com/centreon/centreon/blob/168be8538b4bc92aed6d5ca4e6bff046d4747dcc/centreon/src/Core/ServiceCategory/Application/UseCase/AddServiceCategory/AddServiceCategory.php", "", 0},
	// pango, the PAN-OS SDK: every entry service's Create(ctx, loc, entry)
	// refuses an entry without a Name (errors.NameNotSpecifiedError) and
	// sends action=set at the parent of entry[@name='<name>']
	// (policies/rules/security/service.go and the other generated
	// services); PAN-OS keeps one entry per name there and a set of the same
	// entry sets it again (PAN-OS XML API, Set Configuration:
	// https://docs.paloaltonetworks.com/pan-os/10-1/pan-os-panorama-api/pan-os-xml-api-request-types/configuration-api/set-configuration).
	// The services without entries (dns, ntp settings) set one fixed object.
	{"github.com/PaloAltoNetworks/pango", "", "", "none: the named entry is set again",
		"https://github.com/PaloAltoNetworks/pango/blob/99372915e01fefed41edab425f4cbb3ceb99b99e/policies/rules/security/service.go", "Create", 3},
}

// GoNamedCreate reports whether call is a Go SDK create of a resource the
// upstream keys by a caller-given unique name (goNamedCreates): a call of
// a row's Method with its Args arguments in a file that imports a package
// of the row's module, or a call in a file that imports the row's module,
// one of whose arguments is a
// literal of the row's request type (`&centreon.CreateHostRequest{...}`)
// that sets the row's key field to a value made up by no generator
// (generatedName). A repeat is then refused with the row's error. A
// request built elsewhere (a variable) or one that leaves the name out
// says nothing and stays a create.
func GoNamedCreate(f *model.File, call *model.Node) bool {
	if f.Lang != model.LangGo {
		return false
	}
	if fn := model.Callee(call); fn != nil && fn.Sym() == model.SymSelectorExpression {
		method := f.Text(fn.ChildByFieldName("field"))
		for _, r := range goNamedCreates {
			if r.Method != "" && r.Method == method && r.Args == model.NumArgs(call) && f.Contains(`"`+r.Import) {
				return true
			}
		}
	}
	for i := 0; i < model.NumArgs(call); i++ {
		lit := model.Unwrap(model.Arg(call, i))
		if lit != nil && lit.Sym() == model.SymUnaryExpression {
			lit = model.Unwrap(lit.ChildByFieldName("operand"))
		}
		if lit == nil || lit.Sym() != model.SymCompositeLiteral {
			continue
		}
		typ := f.Text(lit.ChildByFieldName("type"))
		typ = typ[strings.LastIndex(typ, ".")+1:]
		for _, r := range goNamedCreates {
			if r.Type != typ || !f.Contains(`"`+r.Import+`"`) {
				continue
			}
			v := f.GoKeyed(lit, r.Key)
			if v == nil {
				return false
			}
			low := strings.ToLower(f.Text(v))
			for _, g := range generatedName {
				if strings.Contains(low, g) {
					return false
				}
			}
			return true
		}
	}
	return false
}
