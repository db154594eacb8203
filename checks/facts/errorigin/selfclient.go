package errorigin

import (
	"github.com/resilience-check/resilience-check/checks/facts/pyctor"
	"github.com/resilience-check/resilience-check/checks/facts/thirdparty"
	"github.com/resilience-check/resilience-check/checks/model"
)

// selfClientOrigin is the origin of a Python method called on a client an
// instance attribute holds (`self.info.user_state(addr)` with `self.info =
// Info(base_url)` in `__init__`), also through one or two API-group
// attributes (`self.client.chat.completions.create(...)`): the constructor
// pyctor.Of names for the attribute (every assignment to it in the class
// must agree; a parameter or an unknown call makes it unknown) gives the
// origin when it is a third-party package that is not pure
// (thirdparty.Package, thirdparty.Pure): a network or database client by
// its module's name (httpx, asyncpg), else OriginSDK. OriginUnknown for any
// other receiver, outside Python, for a constructor of the repository's own
// modules and for one of the standard library (`self.sock =
// socket.socket(...)` is often a socket to a local desktop application,
// whose errors carry an errno, not a service's URL or body: left as before). Source:
// bench/realcode/blind17-misses-py.tsv ("SDK client held in a self
// attribute"), docs/rules/RC402.md (a receiver the file built).
func selfClientOrigin(f *model.File, obj *model.Node) ErrorOrigin {
	if f.Lang != model.LangPython || obj == nil {
		return OriginUnknown
	}
	v := model.Unwrap(obj)
	for i := 0; i < maxGroupFields && v != nil && v.Sym() == model.SymAttribute && !model.IsSelfMember(f.Text(v)); i++ {
		v = model.Unwrap(v.ChildByFieldName("object"))
	}
	if v == nil || v.Sym() != model.SymAttribute || !model.IsSelfMember(f.Text(v)) || f.Text(v)[:5] != "self." {
		return OriginUnknown
	}
	ctor := pyctor.Of(f, v)
	if ctor == "" {
		return OriginUnknown
	}
	if thirdparty.Pure(f, ctor) || thirdparty.Package(f, ctor) == "" {
		return OriginUnknown // the standard library's socket, sqlite3, Popen: often a local resource (a socket to a desktop app)
	}
	if o := moduleOrigin(ctor); o != OriginUnknown {
		return o
	}
	return OriginSDK
}
