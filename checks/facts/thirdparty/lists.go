package thirdparty

import "strings"

func set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// pyStdlib are the top-level modules of Python's standard library
// (sys.stdlib_module_names of CPython 3.12, private ones left out): their
// I/O functions are classified by libmodels' rows, the rest fail with
// errors about the caller's values.
var pyStdlib = set(strings.Fields(`abc aifc antigravity argparse array ast asynchat asyncio asyncore atexit audioop base64 bdb binascii bisect builtins bz2 cProfile calendar cgi cgitb chunk cmath cmd code codecs codeop collections colorsys compileall concurrent configparser contextlib contextvars copy copyreg crypt csv ctypes curses dataclasses datetime dbm decimal difflib dis distutils doctest email encodings ensurepip enum errno faulthandler fcntl filecmp fileinput fnmatch fractions ftplib functools gc genericpath getopt getpass gettext glob graphlib grp gzip hashlib heapq hmac html http idlelib imaplib imghdr imp importlib inspect io ipaddress itertools json keyword lib2to3 linecache locale logging lzma mailbox mailcap marshal math mimetypes mmap modulefinder msilib msvcrt multiprocessing netrc nis nntplib nt ntpath nturl2path numbers opcode operator optparse os ossaudiodev pathlib pdb pickle pickletools pipes pkgutil platform plistlib poplib posix posixpath pprint profile pstats pty pwd py_compile pyclbr pydoc pydoc_data pyexpat queue quopri random re readline reprlib resource rlcompleter runpy sched secrets select selectors shelve shlex shutil signal site smtpd smtplib sndhdr socket socketserver spwd sqlite3 sre_compile sre_constants sre_parse ssl stat statistics string stringprep struct subprocess sunau symtable sys sysconfig syslog tabnanny tarfile telnetlib tempfile termios textwrap this threading time timeit tkinter token tokenize tomllib trace traceback tracemalloc tty turtle turtledemo types typing unicodedata unittest urllib uu uuid venv warnings wave weakref webbrowser winreg winsound wsgiref xdrlib xml xmlrpc zipapp zipfile zipimport zlib zoneinfo`)...)

// pyPure are third-party Python packages whose errors describe the caller's
// values or the server's own set-up (parsing, validation, templating,
// formatting, logging, CLI and web frameworks, the MCP SDK), not an
// upstream's answer.
var pyPure = set("pydantic", "pydantic_core", "pydantic_settings", "yaml", "ruamel", "toml", "tomli", "tomlkit", "jsonschema",
	"dateutil", "pytz", "tzlocal", "markdown", "markdownify", "mistune", "bs4", "lxml", "html2text", "jinja2", "mako", "orjson",
	"ujson", "simplejson", "msgspec", "attrs", "attr", "typing_extensions", "dotenv", "click", "typer", "rich", "structlog",
	"loguru", "mcp", "fastmcp", "starlette", "fastapi", "uvicorn", "flask", "werkzeug", "tiktoken", "regex", "chardet",
	"charset_normalizer", "validators", "email_validator", "packaging", "semver", "jsonpath_ng", "jmespath", "sqlparse",
	"sqlglot", "tabulate", "humanize", "slugify", "unidecode", "emoji", "xmltodict", "defusedxml", "jwt", "jose", "bcrypt",
	"passlib", "anyio", "trio", "sniffio", "tenacity", "backoff", "cachetools", "opentelemetry", "prometheus_client",
	"sentry_sdk", "numpy", "pint", "markupsafe", "pygments", "croniter", "isodate", "iso8601", "arrow", "pendulum",
	"shortuuid", "ulid", "nanoid", "jsonpointer", "jsonpatch", "deepdiff", "more_itertools", "toolz", "wrapt", "decorator",
	"colorama", "termcolor", "tqdm", "pyperclip", "tree_sitter", "pytest", "mock", "hypothesis", "black", "ruff")

// jsBuiltin are Node's built-in modules (node:... with the prefix dropped).
var jsBuiltin = set("assert", "async_hooks", "buffer", "child_process", "cluster", "console", "constants", "crypto", "dgram",
	"diagnostics_channel", "dns", "domain", "events", "fs", "http", "http2", "https", "inspector", "module", "net", "os", "path",
	"perf_hooks", "process", "punycode", "querystring", "readline", "repl", "stream", "string_decoder", "sys", "timers", "tls",
	"trace_events", "tty", "url", "util", "v8", "vm", "wasi", "worker_threads", "zlib", "test", "sqlite")

// jsPure are npm packages whose errors describe the caller's values or the
// server's own set-up (validation, parsing, formatting, logging, CLI and web
// frameworks, utilities, the MCP SDK).
var jsPure = set("zod", "zod-to-json-schema", "zod-validation-error", "valibot", "yup", "joi", "ajv", "ajv-formats",
	"class-validator", "class-transformer", "lodash", "lodash-es", "underscore", "ramda", "uuid", "nanoid", "ulid", "dayjs",
	"moment", "moment-timezone", "date-fns", "luxon", "yaml", "js-yaml", "toml", "@iarna/toml", "smol-toml", "chalk", "kleur",
	"picocolors", "commander", "yargs", "minimist", "meow", "dotenv", "turndown", "marked", "markdown-it", "remark", "cheerio",
	"htmlparser2", "node-html-parser", "xml2js", "fast-xml-parser", "jose", "jsonwebtoken", "semver", "minimatch", "micromatch",
	"picomatch", "handlebars", "mustache", "ejs", "express", "hono", "fastify", "koa", "cors", "helmet", "body-parser", "winston",
	"pino", "debug", "loglevel", "tslib", "rxjs", "p-limit", "p-queue", "p-retry", "async-retry", "lru-cache", "quick-lru",
	"deepmerge", "immer", "json5", "jsonpath-plus", "jsonata", "diff", "fuse.js", "mime", "mime-types", "qs", "slugify",
	"pluralize", "he", "entities", "escape-html", "sanitize-html", "dompurify", "striptags", "zod-to-ts", "tiktoken",
	"js-tiktoken", "gpt-tokenizer", "prettier", "typescript", "esbuild", "vitest", "jest", "mocha", "chai", "sinon",
	"eventsource-parser", "ms", "bytes", "pretty-bytes", "cron-parser", "json-schema-to-zod", "openapi-types")

// jsPureScopes are npm scopes of the same kind.
var jsPureScopes = set("@modelcontextprotocol", "@types", "@sinclair", "@hono", "@fastify", "@opentelemetry", "@sentry",
	"@babel", "@vitest", "@jest")

// goPure are Go modules whose errors describe the caller's values or the
// server's own set-up (the MCP SDKs, parsing, validation, configuration,
// logging, CLI frameworks, utilities).
var goPure = []string{"github.com/mark3labs/mcp-go", "github.com/modelcontextprotocol/go-sdk", "github.com/metoro-io/mcp-golang",
	"github.com/google/uuid", "github.com/gofrs/uuid", "github.com/pkg/errors", "gopkg.in/yaml", "sigs.k8s.io/yaml",
	"github.com/goccy/go-yaml", "github.com/goccy/go-json", "github.com/BurntSushi/toml", "github.com/pelletier/go-toml",
	"github.com/spf13", "github.com/urfave/cli", "github.com/alecthomas/kong", "github.com/sirupsen/logrus", "go.uber.org/zap",
	"github.com/rs/zerolog", "github.com/tidwall", "github.com/go-playground/validator", "golang.org/x/text", "golang.org/x/exp",
	"golang.org/x/sync", "github.com/Masterminds/semver", "github.com/Masterminds/sprig", "github.com/VictoriaMetrics/metricsql",
	"github.com/prometheus/prometheus/promql/parser", "github.com/prometheus/prometheus/model", "github.com/prometheus/common/model",
	"github.com/stretchr/testify", "github.com/samber/lo", "github.com/invopop/jsonschema", "github.com/santhosh-tekuri/jsonschema",
	"github.com/itchyny/gojq", "github.com/expr-lang/expr", "github.com/golang-jwt/jwt", "github.com/dustin/go-humanize",
	"github.com/JohannesKaufmann/html-to-markdown", "github.com/yuin/goldmark", "github.com/PuerkitoBio/goquery",
	"github.com/cenkalti/backoff", "github.com/hashicorp/go-multierror", "github.com/hashicorp/go-version", "github.com/joho/godotenv",
	"github.com/kelseyhightower/envconfig", "github.com/caarlos0/env", "github.com/mitchellh/mapstructure",
	"github.com/go-viper/mapstructure", "github.com/google/go-cmp", "github.com/json-iterator/go", "github.com/bytedance/sonic",
	"github.com/gin-gonic/gin", "github.com/labstack/echo", "github.com/go-chi/chi", "github.com/gorilla/mux",
	"go.opentelemetry.io", "github.com/prometheus/client_golang", "github.com/getsentry/sentry-go", "github.com/robfig/cron",
	"github.com/shopspring/decimal", "github.com/google/go-querystring", "github.com/xeipuuv/gojsonschema",
	"github.com/charmbracelet", "github.com/fatih/color", "github.com/olekukonko/tablewriter", "github.com/google/shlex",
	"github.com/mattn/go-shellwords", "github.com/gobwas/glob", "github.com/bmatcuk/doublestar",
	// accessors over a Kubernetes object in memory: NestedMap/NestedSlice fail only with
	// "<path> accessor error: <value> is of the type T" (https://pkg.go.dev/k8s.io/apimachinery/pkg/apis/meta/v1/unstructured#NestedFieldNoCopy)
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"}
