package served

import (
	"bytes"
	"path"
	"regexp"
	"sort"
	"strings"

	"github.com/resilience-check/resilience-check/checks/facts/impact"
	"github.com/resilience-check/resilience-check/checks/model"
)

// PyJudge answers, for the Python modules of a whole-repository scan,
// whether a module is imported by nothing, so that nothing the server runs
// reaches its code: the Python counterpart of topServed (unimported.go).
// It is not safe for concurrent use.
type PyJudge struct {
	paths   []string // the scan's inputs (every language), sorted
	config  func(string) ([]byte, error)
	texts   map[string][]byte // inputs' and launch files' text, read once (nil: unreadable or absent)
	dyn     int8              // 0 not judged, 1 no Python input imports by a computed name, 2 one does (or cannot be read)
	answers map[string]string // NotServed's answers by module
}

// NewPy returns a judge over the scan's inputs (paths, every language:
// a JS file may start a Python module by its name); config reads a
// repository file (a README, pyproject.toml, a Dockerfile) or fails.
func NewPy(paths []string, config func(string) ([]byte, error)) *PyJudge {
	ps := append([]string(nil), paths...)
	sort.Strings(ps)
	return &PyJudge{paths: ps, config: config, texts: map[string][]byte{}, answers: map[string]string{}}
}

// pyEntryStems are Python module names a runtime, a framework or a
// packaging convention runs or loads without an import naming them in the
// repository: a package's __init__ and __main__ (python -m pkg), a
// server/app/main program, a WSGI/ASGI or Lambda entry, Django's and
// Celery's modules found by their names, pytest's conftest.
var pyEntryStems = map[string]bool{"__init__": true, "__main__": true, "main": true, "server": true, "app": true, "cli": true,
	"run": true, "wsgi": true, "asgi": true, "index": true, "handler": true, "handlers": true, "lambda_function": true, "manage": true,
	"setup": true, "conftest": true, "models": true, "admin": true, "apps": true, "urls": true, "views": true, "tasks": true,
	"signals": true, "settings": true, "config": true, "plugin": true, "plugins": true, "entrypoint": true, "start": true}

// pyLoadDirs are folders whose Python modules a framework loads by the
// folder (Django's management commands and migrations, Alembic's
// versions, Airflow's dags, Scrapy's spiders, a plugin folder, a serverless
// functions folder, a route folder).
var pyLoadDirs = map[string]bool{"management": true, "commands": true, "migrations": true, "alembic": true, "versions": true,
	"dags": true, "spiders": true, "plugins": true, "extensions": true, "functions": true, "lambda": true, "lambdas": true,
	"api": true, "routes": true, "routers": true, "pages": true}

// pyLaunchFiles are files, in the module's folder or a folder above it, that
// may start or name a Python module without an import: a README's run
// command or client configuration, packaging entry points
// ([project.scripts], console_scripts, py_modules), a container's command,
// a process list, a make target, an MCP manifest or client configuration,
// a serverless template.
var pyLaunchFiles = []string{"README.md", "README.rst", "README", "README.txt", "readme.md", "Readme.md", "pyproject.toml", "setup.py", "setup.cfg",
	"Dockerfile", "Containerfile", "Procfile", "Makefile", "makefile", "justfile", "docker-compose.yml", "docker-compose.yaml", "compose.yml", "compose.yaml",
	"smithery.yaml", "smithery.yml", "manifest.json", "package.json", "fly.toml", "tox.ini", "serverless.yml", "serverless.yaml", "template.yaml",
	"template.yml", "app.yaml", "app.yml", "mcp.json", ".mcp.json", "server.json", "glama.json", "claude_desktop_config.json", "mcp_config.json",
	"run.sh", "start.sh", "entrypoint.sh", "docker-entrypoint.sh", "render.yaml", "railway.json", "railway.toml", "vercel.json", "wrangler.toml",
	"CLAUDE.md", "AGENTS.md", "mcp-config.json", "noxfile.py"}

// pyServerMarkers in a module's own text make it a program that may be run
// as the server (a __main__ guard, a server or web application built at its
// top level): nothing need import it.
var pyServerMarkers = [][]byte{[]byte("__main__"), []byte("FastMCP("), []byte("Server("), []byte("FastAPI("), []byte("Flask("),
	[]byte("Starlette("), []byte("Quart("), []byte("Sanic("), []byte("Litestar("), []byte("Application("), []byte("uvicorn"),
	[]byte("MCPServer("), []byte("lambda_handler"), []byte("functions_framework"), []byte("azure.functions"), []byte("APIRouter(")}

// pyDynamicRE finds a Python import by a name known only at run time, or a
// loader of modules by file or folder; pyLiteralRE the same calls with a
// literal module name, which load nothing computed.
var (
	pyDynamicRE = regexp.MustCompile(`(?m)\b(?:import_module|__import__|find_spec|spec_from_file_location|spec_from_loader|load_module|load_source|run_module|run_path|iter_modules|walk_packages|entry_points|load_entry_point|import_string|autodiscover|autodiscover_modules)\s*\(|(?:^|[^.\w])(?:exec|execfile)\s*\(`)
	pyLiteralRE = regexp.MustCompile(`\b(?:import_module|__import__|find_spec)\s*\(\s*[rbuf]?["'][\w.]*["']\s*[,)]`)
)

// NotServed returns why nothing the server runs reaches Python module p
// (a sentence for a finding's message), or "" when it may be served or the
// judge cannot tell. The module is not served only when, as far as the scan
// can tell, nothing imports or starts it: its stem (file name without .py)
// occurs as a whole word (hasWord) in the text of no other input (any
// language) and of no launch file (pyLaunchFiles) of its folder or a
// folder above it; it is no conventional entry (pyEntryStems, a stem that
// starts with test or ends in _server or _app), sits in no folder a
// framework loads (pyLoadDirs), holds no __main__ guard nor builds a server
// (pyServerMarkers); and no Python input of the scan other than tests and
// scripts imports a module by a computed name (pyDynamic:
// importlib.import_module(name), __import__, pkgutil.iter_modules, entry
// points, exec). A stem shorter than four characters, an input or module
// that cannot be read, or no config leaves it served. Source: the JS/TS
// counterpart (topServed, judge17's hybrid-tool-generator.ts); judge12's
// oceanbase okctl install.py (dead code).
func (j *PyJudge) NotServed(p string) string {
	if why, ok := j.answers[p]; ok {
		return why
	}
	why := ""
	if !j.imported(p) {
		why = "not served: nothing in the repository imports or starts " + path.Base(p) + " (no import, entry point, launch file or README names it)"
	}
	j.answers[p] = why
	return why
}

func (j *PyJudge) imported(p string) bool {
	if j.config == nil || !strings.HasSuffix(p, ".py") {
		return true
	}
	base := path.Base(p)
	stem := strings.TrimSuffix(base, ".py")
	if pyEntryStems[stem] || len(stem) < 4 || strings.HasPrefix(stem, "test") || strings.HasSuffix(stem, "_server") || strings.HasSuffix(stem, "_app") {
		return true
	}
	dir := path.Dir(p)
	if dir == "." {
		dir = ""
	}
	if dir != "" {
		for _, seg := range strings.Split(dir, "/") {
			if pyLoadDirs[seg] {
				return true
			}
		}
	}
	own, ok := j.text(p)
	if !ok {
		return true
	}
	for _, m := range pyServerMarkers {
		if bytes.Contains(own, m) {
			return true
		}
	}
	if j.dynamic() {
		return true
	}
	w := []byte(stem)
	for d := dir; ; d = path.Dir(d) {
		if d == "." || d == "/" {
			d = ""
		}
		for _, f := range pyLaunchFiles {
			if b, ok := j.launch(path.Join(d, f)); ok && hasWord(b, w) {
				return true
			}
		}
		if d == "" {
			break
		}
	}
	for _, q := range j.paths {
		if q == p {
			continue
		}
		b, ok := j.text(q)
		if !ok || hasWord(b, w) {
			return true
		}
	}
	return false
}

// hasWord reports whether b holds w as a whole word: an import names a
// module by its whole name (pkg.mod, from . import mod, a path mod.py).
func hasWord(b, w []byte) bool {
	for i := 0; ; {
		k := bytes.Index(b[i:], w)
		if k < 0 {
			return false
		}
		k += i
		i = k + len(w)
		if (k == 0 || !identByte(b[k-1])) && (i >= len(b) || !identByte(b[i])) {
			return true
		}
	}
}

// dynamic reports whether a Python input of the scan imports a module by a
// computed name or loads modules by file or folder, or cannot be read.
// Tests and scripts do not count: a test that loads a module by its file
// serves nothing. The whole repository counts, not the module's project:
// a monorepo's server may load another project's modules by name.
func (j *PyJudge) dynamic() bool {
	if j.dyn == 0 {
		j.dyn = 1
		for _, q := range j.paths {
			if !strings.HasSuffix(q, ".py") || impact.IsTestPath(q) || model.InScriptDir(q) {
				continue
			}
			if b, ok := j.text(q); !ok || pyDynamic(b) {
				j.dyn = 2
				break
			}
		}
	}
	return j.dyn == 2
}

// pyDynamic reports whether Python source src imports a module by a name
// known only at run time: a loader call (pyDynamicRE) that is not one of
// import_module, __import__ or find_spec with a literal module name.
func pyDynamic(src []byte) bool {
	if !pyDynamicMay(src) {
		return false
	}
	n := len(pyDynamicRE.FindAllIndex(src, -1))
	if n == 0 {
		return false
	}
	return n > len(pyLiteralRE.FindAllIndex(src, -1))
}

// text returns the text of input q, read once, or false when it cannot be
// read.
func (j *PyJudge) text(q string) ([]byte, bool) {
	return readOnce(j.texts, j.config, q)
}

// launch returns the text of launch file f, or false when there is none.
func (j *PyJudge) launch(f string) ([]byte, bool) {
	return j.text(f)
}

// pyDynamicWords are the names pyDynamicRE's loader calls begin with but
// exec and execfile (pyDynamicMay tests those by their call).
var pyDynamicWords = [][]byte{[]byte("import_module"), []byte("__import__"), []byte("find_spec"), []byte("spec_from_"), []byte("load_module"),
	[]byte("load_source"), []byte("run_module"), []byte("run_path"), []byte("iter_modules"), []byte("walk_packages"), []byte("entry_points"),
	[]byte("load_entry_point"), []byte("import_string"), []byte("autodiscover")}

// pyDynamicMay reports whether src may hold a match of pyDynamicRE: one
// of its loader names (pyDynamicWords), or exec or execfile followed by
// blanks (\s: tab, newline, form feed, carriage return, space) and "(".
// False only when the expression finds nothing (every match holds one of
// those texts), so pyDynamic skips its search of most sources (a search
// of the whole alternation costs tens of times a substring test).
func pyDynamicMay(src []byte) bool {
	for _, w := range pyDynamicWords {
		if bytes.Contains(src, w) {
			return true
		}
	}
	for rest := src; ; {
		i := bytes.Index(rest, []byte("exec"))
		if i < 0 {
			return false
		}
		rest = rest[i+4:]
		for _, after := range [][]byte{rest, bytes.TrimPrefix(rest, []byte("file"))} {
			if t := bytes.TrimLeft(after, "\t\n\f\r "); len(t) > 0 && t[0] == '(' {
				return true
			}
		}
	}
}
