// Package deploy holds the PR bot's deployment files (compose.yml, k8s/) and
// the tests that check them, the repository's app.yml and the Dockerfile's
// bot target against the bot's command-line contract (issue 9).
package deploy

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"maps"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"gopkg.in/yaml.v3"

	botpkg "github.com/resilience-check/resilience-check/internal/bot"
)

// contractEnv maps each environment variable of the bot's command-line
// contract (issue 9) to its flag.
var contractEnv = map[string]string{
	"RESILIENCE_BOT_LISTEN":              "--listen",
	"RESILIENCE_BOT_APP_ID":              "--app-id",
	"RESILIENCE_BOT_PRIVATE_KEY_FILE":    "--private-key",
	"RESILIENCE_BOT_WEBHOOK_SECRET_FILE": "--webhook-secret-file",
	"RESILIENCE_BOT_WEBHOOK_SECRET":      "--webhook-secret-file",
	"GITHUB_API_URL":                     "--github-api-url",
	"RESILIENCE_BOT_DATA_DIR":            "--data-dir",
	"RESILIENCE_BOT_DATABASE_URL":        "--database-url",
	"RESILIENCE_BOT_WORKERS":             "--workers",
	"RESILIENCE_BOT_METRICS_LISTEN":      "--metrics-listen",
}

// botGrace is how long resilience-bot lets running reviews finish after
// SIGTERM (bot.DefaultGrace); the deployments must wait longer before they
// kill it.
const botGrace = botpkg.DefaultGrace

// replicaEnv is what every deployment of several replicas must set.
var replicaEnv = []string{
	"RESILIENCE_BOT_APP_ID",
	"RESILIENCE_BOT_PRIVATE_KEY_FILE",
	"RESILIENCE_BOT_WEBHOOK_SECRET_FILE",
	"RESILIENCE_BOT_DATABASE_URL",
}

// manifest is a GitHub App manifest with exactly the parameters GitHub
// documents ("Registering a GitHub App from a manifest", GitHub App Manifest
// parameters); decoding with KnownFields rejects anything else.
type manifest struct {
	Name           string `yaml:"name" json:"name"`
	URL            string `yaml:"url" json:"url"`
	Description    string `yaml:"description" json:"description,omitempty"`
	Public         *bool  `yaml:"public" json:"public,omitempty"`
	HookAttributes struct {
		URL    string `yaml:"url" json:"url"`
		Active *bool  `yaml:"active" json:"active,omitempty"`
	} `yaml:"hook_attributes" json:"hook_attributes"`
	RedirectURL           string            `yaml:"redirect_url" json:"redirect_url,omitempty"`
	CallbackURLs          []string          `yaml:"callback_urls" json:"callback_urls,omitempty"`
	SetupURL              string            `yaml:"setup_url" json:"setup_url,omitempty"`
	SetupOnUpdate         *bool             `yaml:"setup_on_update" json:"setup_on_update,omitempty"`
	RequestOAuthOnInstall *bool             `yaml:"request_oauth_on_install" json:"request_oauth_on_install,omitempty"`
	DefaultEvents         []string          `yaml:"default_events" json:"default_events"`
	DefaultPermissions    map[string]string `yaml:"default_permissions" json:"default_permissions"`
}

func readFile(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read %s: %v", path, err)
	}
	return b
}

func decodeStrict(t *testing.T, path string, v any) {
	t.Helper()
	dec := yaml.NewDecoder(bytes.NewReader(readFile(t, path)))
	dec.KnownFields(true)
	if err := dec.Decode(v); err != nil {
		t.Fatalf("parse %s: %v", path, err)
	}
}

func TestAppManifest(t *testing.T) {
	var m manifest
	decodeStrict(t, "../app.yml", &m)

	if m.Name == "" || len(m.Name) > 34 {
		t.Errorf("name %q: GitHub wants a name of 1-34 characters", m.Name)
	}
	for field, raw := range map[string]string{"url": m.URL, "hook_attributes.url": m.HookAttributes.URL} {
		u, err := url.Parse(raw)
		if err != nil || u.Scheme != "https" || u.Host == "" {
			t.Errorf("%s %q is not an https URL (err %v)", field, raw, err)
		}
	}
	if !strings.HasSuffix(m.HookAttributes.URL, "/webhook") {
		t.Errorf("hook_attributes.url %q does not end in the bot's POST /webhook", m.HookAttributes.URL)
	}
	if m.HookAttributes.Active == nil || !*m.HookAttributes.Active {
		t.Errorf("hook_attributes.active must be true, or GitHub sends no webhooks")
	}

	wantPerms := map[string]string{
		"checks":          "write",
		"pull_requests":   "write",
		"contents":        "read",
		"metadata":        "read",
		"security_events": "write",
	}
	if !maps.Equal(m.DefaultPermissions, wantPerms) {
		t.Errorf("default_permissions = %v, want exactly %v", m.DefaultPermissions, wantPerms)
	}

	events := slices.Clone(m.DefaultEvents)
	sort.Strings(events)
	if want := []string{"check_run", "check_suite", "pull_request"}; !slices.Equal(events, want) {
		t.Errorf("default_events = %v, want %v", m.DefaultEvents, want)
	}
	// GitHub sends these to every App; they cannot be subscribed to.
	for _, e := range []string{"installation", "installation_repositories"} {
		if slices.Contains(m.DefaultEvents, e) {
			t.Errorf("default_events lists %s, which no App can subscribe to (GitHub sends it to every App)", e)
		}
	}

	// The manifest flow posts the manifest as JSON: it must convert.
	js, err := json.Marshal(m)
	if err != nil {
		t.Fatalf("manifest to JSON: %v", err)
	}
	var back map[string]any
	if err := json.Unmarshal(js, &back); err != nil || back["hook_attributes"] == nil {
		t.Fatalf("manifest JSON %s does not round-trip: %v", js, err)
	}
}

// checkEnvNames reports env names outside the contract and required names
// that are missing.
func checkEnvNames(t *testing.T, where string, names []string, allowed ...string) {
	t.Helper()
	for _, n := range names {
		if _, ok := contractEnv[n]; !ok && !slices.Contains(allowed, n) {
			t.Errorf("%s sets %s, which is not in the bot's contract", where, n)
		}
	}
	for _, n := range replicaEnv {
		if !slices.Contains(names, n) {
			t.Errorf("%s does not set %s", where, n)
		}
	}
}

// composeFile is the part of compose.yml the test reads.
type composeFile struct {
	Services map[string]struct {
		Build *struct {
			Context string `yaml:"context"`
			Target  string `yaml:"target"`
		} `yaml:"build"`
		Image       string            `yaml:"image"`
		Environment map[string]string `yaml:"environment"`
		Secrets     []string          `yaml:"secrets"`
		DependsOn   map[string]struct {
			Condition string `yaml:"condition"`
		} `yaml:"depends_on"`
		Healthcheck *struct {
			Test []string `yaml:"test"`
		} `yaml:"healthcheck"`
		StopGracePeriod string `yaml:"stop_grace_period"`
	} `yaml:"services"`
	Secrets map[string]struct {
		File string `yaml:"file"`
	} `yaml:"secrets"`
}

func TestCompose(t *testing.T) {
	var c composeFile
	if err := yaml.Unmarshal(readFile(t, "compose.yml"), &c); err != nil {
		t.Fatalf("parse compose.yml: %v", err)
	}
	bot, ok := c.Services["bot"]
	if !ok {
		t.Fatal("compose.yml has no service bot")
	}
	pg, ok := c.Services["postgres"]
	if !ok {
		t.Fatal("compose.yml has no service postgres")
	}
	if bot.Build == nil || bot.Build.Target != "bot" {
		t.Errorf("bot is not built from the Dockerfile's bot target: %+v", bot.Build)
	} else if _, err := os.Stat(filepath.Join(bot.Build.Context, "Dockerfile")); err != nil {
		t.Errorf("bot's build context %q has no Dockerfile: %v", bot.Build.Context, err)
	}
	if bot.DependsOn["postgres"].Condition != "service_healthy" || pg.Healthcheck == nil {
		t.Errorf("bot must wait for a healthy postgres (depends_on %v, healthcheck %v)", bot.DependsOn, pg.Healthcheck)
	}

	if d, err := time.ParseDuration(bot.StopGracePeriod); err != nil || d <= botGrace {
		t.Errorf("bot stop_grace_period %q: want more than the bot's own %s grace (Docker's default is 10 s)", bot.StopGracePeriod, botGrace)
	}

	names := make([]string, 0, len(bot.Environment))
	for n := range bot.Environment {
		names = append(names, n)
	}
	checkEnvNames(t, "compose.yml bot", names)

	// Every file a service reads is a secret it mounts, declared from a file.
	mounted := func(svc string, secrets []string, path string) {
		t.Helper()
		name, ok := strings.CutPrefix(path, "/run/secrets/")
		if !ok || !slices.Contains(secrets, name) {
			t.Errorf("%s reads %s, which is not one of its secrets %v", svc, path, secrets)
			return
		}
		if c.Secrets[name].File == "" {
			t.Errorf("secret %s is not declared from a file", name)
		}
	}
	for n, v := range bot.Environment {
		if strings.HasSuffix(n, "_FILE") {
			mounted("bot", bot.Secrets, v)
		}
	}
	dsn, err := url.Parse(bot.Environment["RESILIENCE_BOT_DATABASE_URL"])
	if err != nil || dsn.Scheme != "postgres" {
		t.Fatalf("RESILIENCE_BOT_DATABASE_URL %q is not a postgres:// URL (err %v)", bot.Environment["RESILIENCE_BOT_DATABASE_URL"], err)
	}
	if _, hasPassword := dsn.User.Password(); hasPassword {
		t.Errorf("the DSN carries the password in the environment; use passfile")
	}
	mounted("bot", bot.Secrets, dsn.Query().Get("passfile"))
	if dsn.Hostname() != "postgres" || dsn.User.Username() != pg.Environment["POSTGRES_USER"] ||
		strings.TrimPrefix(dsn.Path, "/") != pg.Environment["POSTGRES_DB"] {
		t.Errorf("DSN %s does not name the postgres service's user %q and database %q", dsn.Redacted(),
			pg.Environment["POSTGRES_USER"], pg.Environment["POSTGRES_DB"])
	}
	if _, ok := pg.Environment["POSTGRES_PASSWORD"]; ok {
		t.Errorf("postgres gets its password in the environment; use POSTGRES_PASSWORD_FILE")
	}
	mounted("postgres", pg.Secrets, pg.Environment["POSTGRES_PASSWORD_FILE"])
}

// k8sObject is the part of a Kubernetes object the test reads.
type k8sObject struct {
	APIVersion string `yaml:"apiVersion"`
	Kind       string `yaml:"kind"`
	Metadata   struct {
		Name   string            `yaml:"name"`
		Labels map[string]string `yaml:"labels"`
	} `yaml:"metadata"`
	// Secret
	StringData map[string]string `yaml:"stringData"`
	// Kustomization
	Resources []string `yaml:"resources"`
	Spec      struct {
		// Deployment
		Replicas *int `yaml:"replicas"`
		// PodDisruptionBudget (selector as the Deployment's)
		MinAvailable *int `yaml:"minAvailable"`
		Selector     struct {
			MatchLabels map[string]string `yaml:"matchLabels"`
		} `yaml:"selector"`
		Template struct {
			Metadata struct {
				Labels map[string]string `yaml:"labels"`
			} `yaml:"metadata"`
			Spec struct {
				TerminationGracePeriodSeconds *int        `yaml:"terminationGracePeriodSeconds"`
				Containers                    []container `yaml:"containers"`
				Volumes                       []struct {
					Name   string `yaml:"name"`
					Secret *struct {
						SecretName string `yaml:"secretName"`
						Items      []struct {
							Key  string `yaml:"key"`
							Path string `yaml:"path"`
						} `yaml:"items"`
					} `yaml:"secret"`
				} `yaml:"volumes"`
			} `yaml:"spec"`
		} `yaml:"template"`
		// Service (selector is a plain map there)
		Ports []struct {
			Port       int    `yaml:"port"`
			TargetPort string `yaml:"targetPort"`
		} `yaml:"ports"`
	} `yaml:"spec"`
	// ServiceSelector is the Service's spec.selector, decoded separately.
	ServiceSelector map[string]string `yaml:"-"`
}

type container struct {
	Name  string `yaml:"name"`
	Image string `yaml:"image"`
	Ports []struct {
		Name          string `yaml:"name"`
		ContainerPort int    `yaml:"containerPort"`
	} `yaml:"ports"`
	Env []struct {
		Name      string `yaml:"name"`
		Value     string `yaml:"value"`
		ValueFrom *struct {
			SecretKeyRef *struct {
				Name string `yaml:"name"`
				Key  string `yaml:"key"`
			} `yaml:"secretKeyRef"`
		} `yaml:"valueFrom"`
	} `yaml:"env"`
	LivenessProbe  *probe `yaml:"livenessProbe"`
	ReadinessProbe *probe `yaml:"readinessProbe"`
	VolumeMounts   []struct {
		Name      string `yaml:"name"`
		MountPath string `yaml:"mountPath"`
	} `yaml:"volumeMounts"`
}

type probe struct {
	HTTPGet *struct {
		Path string `yaml:"path"`
		Port string `yaml:"port"`
	} `yaml:"httpGet"`
}

// loadK8s decodes every document of every YAML file in k8s/, keyed by kind.
func loadK8s(t *testing.T) (map[string][]k8sObject, []string) {
	t.Helper()
	files, err := filepath.Glob("k8s/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no k8s/*.yaml (err %v)", err)
	}
	objs := map[string][]k8sObject{}
	for _, f := range files {
		dec := yaml.NewDecoder(bytes.NewReader(readFile(t, f)))
		for {
			var node yaml.Node
			err := dec.Decode(&node)
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				t.Fatalf("parse %s: %v", f, err)
			}
			var o k8sObject
			if err := node.Decode(&o); err != nil {
				t.Fatalf("decode %s: %v", f, err)
			}
			if o.Kind == "" || o.APIVersion == "" {
				t.Fatalf("%s: a document without kind or apiVersion", f)
			}
			if o.Kind == "Service" {
				var s struct {
					Spec struct {
						Selector map[string]string `yaml:"selector"`
					} `yaml:"spec"`
				}
				if err := node.Decode(&s); err != nil {
					t.Fatalf("decode %s: %v", f, err)
				}
				o.ServiceSelector = s.Spec.Selector
			}
			objs[o.Kind] = append(objs[o.Kind], o)
		}
	}
	return objs, files
}

func TestKubernetes(t *testing.T) {
	objs, files := loadK8s(t)
	for _, kind := range []string{"Deployment", "Service", "Secret", "Kustomization", "PodDisruptionBudget"} {
		if len(objs[kind]) != 1 {
			t.Fatalf("k8s/ has %d objects of kind %s, want 1", len(objs[kind]), kind)
		}
	}
	dep, svc, sec, kus := objs["Deployment"][0], objs["Service"][0], objs["Secret"][0], objs["Kustomization"][0]

	var listed []string
	for _, f := range files {
		if b := filepath.Base(f); b != "kustomization.yaml" {
			listed = append(listed, b)
		}
	}
	res := slices.Clone(kus.Resources)
	sort.Strings(res)
	if !slices.Equal(res, listed) {
		t.Errorf("kustomization resources %v, want every manifest %v", kus.Resources, listed)
	}

	if dep.Spec.Replicas == nil {
		t.Errorf("Deployment sets no replicas (Kubernetes' default is 1), want 2")
	} else if *dep.Spec.Replicas != 2 {
		t.Errorf("Deployment replicas = %d, want 2", *dep.Spec.Replicas)
	}
	if !maps.Equal(dep.Spec.Selector.MatchLabels, dep.Spec.Template.Metadata.Labels) {
		t.Errorf("Deployment selector %v does not match its pod labels %v", dep.Spec.Selector.MatchLabels, dep.Spec.Template.Metadata.Labels)
	}
	if pdb := objs["PodDisruptionBudget"][0]; !maps.Equal(pdb.Spec.Selector.MatchLabels, dep.Spec.Template.Metadata.Labels) ||
		pdb.Spec.MinAvailable == nil || *pdb.Spec.MinAvailable < 1 || dep.Spec.Replicas == nil || *pdb.Spec.MinAvailable >= *dep.Spec.Replicas {
		t.Errorf("PodDisruptionBudget selects %v with minAvailable %s: want the pods, and 1 up to replicas-1", pdb.Spec.Selector.MatchLabels, intOrUnset(pdb.Spec.MinAvailable))
	}
	if !maps.Equal(svc.ServiceSelector, dep.Spec.Template.Metadata.Labels) {
		t.Errorf("Service selector %v does not match the pods' labels %v", svc.ServiceSelector, dep.Spec.Template.Metadata.Labels)
	}
	if g := dep.Spec.Template.Spec.TerminationGracePeriodSeconds; g == nil || time.Duration(*g)*time.Second <= botGrace {
		t.Errorf("terminationGracePeriodSeconds %s: want more than the bot's own %s grace", intOrUnset(g), botGrace)
	}
	if len(dep.Spec.Template.Spec.Containers) != 1 {
		t.Fatalf("Deployment has %d containers, want 1", len(dep.Spec.Template.Spec.Containers))
	}
	c := dep.Spec.Template.Spec.Containers[0]

	// Probes and the Service reach the port the bot listens on.
	env := map[string]string{}
	var names []string
	for _, e := range c.Env {
		names = append(names, e.Name)
		env[e.Name] = e.Value
	}
	checkEnvNames(t, "k8s Deployment", names)
	listenPort := strings.TrimPrefix(env["RESILIENCE_BOT_LISTEN"], ":")
	if listenPort == "" {
		listenPort = "8080" // the contract's default
	}
	portByName := map[string]string{}
	for _, p := range c.Ports {
		portByName[p.Name] = strconv.Itoa(p.ContainerPort)
	}
	for what, p := range map[string]*probe{"/healthz": c.LivenessProbe, "/readyz": c.ReadinessProbe} {
		if p == nil || p.HTTPGet == nil {
			t.Errorf("no HTTP probe for %s", what)
			continue
		}
		if p.HTTPGet.Path != what {
			t.Errorf("probe path %q, want %q", p.HTTPGet.Path, what)
		}
		if portByName[p.HTTPGet.Port] != listenPort {
			t.Errorf("probe %s port %q is container port %q, the bot listens on %s", what, p.HTTPGet.Port, portByName[p.HTTPGet.Port], listenPort)
		}
	}
	if c.LivenessProbe != nil && c.LivenessProbe.HTTPGet != nil && c.LivenessProbe.HTTPGet.Path != "/healthz" {
		t.Errorf("liveness must be /healthz: a database outage must not restart the pods")
	}
	if len(svc.Spec.Ports) != 1 || portByName[svc.Spec.Ports[0].TargetPort] != listenPort {
		t.Errorf("Service ports %+v do not target the bot's port %s", svc.Spec.Ports, listenPort)
	}
	// /metrics has a port of its own, which the Service does not expose.
	metricsPort := strings.TrimPrefix(env["RESILIENCE_BOT_METRICS_LISTEN"], ":")
	if metricsPort == "" || metricsPort == listenPort || portByName["metrics"] != metricsPort {
		t.Errorf("RESILIENCE_BOT_METRICS_LISTEN %q: want a port of its own, declared as container port \"metrics\" (ports %v)", env["RESILIENCE_BOT_METRICS_LISTEN"], portByName)
	}

	// The key and the webhook secret are files from the Secret; the DSN is
	// from the Secret too.
	mountOf := map[string]string{}
	for _, m := range c.VolumeMounts {
		mountOf[m.Name] = m.MountPath
	}
	secretFiles := map[string]bool{}
	for _, v := range dep.Spec.Template.Spec.Volumes {
		if v.Secret == nil || v.Secret.SecretName != sec.Metadata.Name {
			continue
		}
		for _, it := range v.Secret.Items {
			if _, ok := sec.StringData[it.Key]; !ok {
				t.Errorf("volume %s maps key %s, which the Secret does not have", v.Name, it.Key)
			}
			secretFiles[filepath.Join(mountOf[v.Name], it.Path)] = true
		}
	}
	for _, n := range []string{"RESILIENCE_BOT_PRIVATE_KEY_FILE", "RESILIENCE_BOT_WEBHOOK_SECRET_FILE"} {
		if !secretFiles[env[n]] {
			t.Errorf("%s=%q is not a file of the Secret %s (files %v)", n, env[n], sec.Metadata.Name, secretFiles)
		}
	}
	for _, e := range c.Env {
		if e.Name != "RESILIENCE_BOT_DATABASE_URL" {
			continue
		}
		if e.ValueFrom == nil || e.ValueFrom.SecretKeyRef == nil || e.ValueFrom.SecretKeyRef.Name != sec.Metadata.Name {
			t.Errorf("RESILIENCE_BOT_DATABASE_URL is not read from the Secret %s", sec.Metadata.Name)
		} else if dsn := sec.StringData[e.ValueFrom.SecretKeyRef.Key]; !strings.HasPrefix(dsn, "postgres://") {
			t.Errorf("the Secret's %s is %q, not a postgres:// URL", e.ValueFrom.SecretKeyRef.Key, dsn)
		}
	}
}

// xFlag is a linker -X name=value.
var xFlag = regexp.MustCompile(`-X \S+`)

// dockerStage is one FROM ... [AS name] block of a Dockerfile.
type dockerStage struct {
	From, Name string
	Lines      []string // instructions after FROM, continuation lines joined
}

func parseDockerfile(t *testing.T, path string) []dockerStage {
	t.Helper()
	var stages []dockerStage
	sc := bufio.NewScanner(bytes.NewReader(readFile(t, path)))
	var cur strings.Builder
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if s, ok := strings.CutSuffix(line, `\`); ok {
			cur.WriteString(s + " ")
			continue
		}
		cur.WriteString(line)
		instr := cur.String()
		cur.Reset()
		f := strings.Fields(instr)
		if strings.EqualFold(f[0], "FROM") {
			st := dockerStage{From: f[1]}
			if len(f) == 4 && strings.EqualFold(f[2], "AS") {
				st.Name = f[3]
			}
			stages = append(stages, st)
			continue
		}
		if len(stages) == 0 {
			t.Fatalf("%s: %q before the first FROM", path, instr)
		}
		stages[len(stages)-1].Lines = append(stages[len(stages)-1].Lines, instr)
	}
	return stages
}

func TestDockerfileBotTarget(t *testing.T) {
	stages := parseDockerfile(t, "../Dockerfile")
	byName := map[string]dockerStage{}
	for _, s := range stages {
		byName[s.Name] = s
	}
	has := func(s dockerStage, prefix string) string {
		for _, l := range s.Lines {
			if strings.HasPrefix(l, prefix) {
				return l
			}
		}
		return ""
	}

	// The default build (no --target) is the last stage: the Action.
	last := stages[len(stages)-1]
	if e := has(last, "ENTRYPOINT"); !strings.Contains(e, "/usr/local/bin/resilience-check") {
		t.Errorf("the last stage (the default build) is not the Action image: %q", e)
	}

	bot, ok := byName["bot"]
	if !ok {
		t.Fatal("the Dockerfile has no stage named bot")
	}
	if bot.From != "scratch" {
		t.Errorf("bot stage is FROM %s, want scratch", bot.From)
	}
	if !strings.Contains(has(bot, "COPY --from=build /etc/ssl/certs/ca-certificates.crt"), "/etc/ssl/certs/ca-certificates.crt") {
		t.Errorf("bot stage does not copy the CA certificates")
	}
	if e := has(bot, "ENTRYPOINT"); e != `ENTRYPOINT ["/usr/local/bin/resilience-bot"]` {
		t.Errorf("bot ENTRYPOINT = %q", e)
	}
	if u := has(bot, "USER"); u == "" || strings.HasPrefix(u, "USER 0") || strings.HasPrefix(u, "USER root") {
		t.Errorf("bot stage runs as root (%q)", u)
	}

	// The bot binary is built with the Action's static flags.
	flags := func(stage string) string {
		run := has(byName[stage], "RUN CGO_ENABLED=1 go build")
		i := strings.Index(run, "-ldflags")
		j := strings.Index(run, " -o ")
		if i < 0 || j < i {
			t.Fatalf("stage %s: no static go build: %q", stage, run)
		}
		// -X sets each command's version variable; the rest must match.
		return xFlag.ReplaceAllString(strings.Split(run, "-ldflags")[0]+run[i:j], "")
	}
	if a, b := flags("build"), flags("bot-build"); a != b {
		t.Errorf("the bot's build flags differ from the Action's:\n action: %s\n bot:    %s", a, b)
	}
	if !strings.Contains(has(byName["bot-build"], "RUN CGO_ENABLED=1 go build"), "./cmd/resilience-bot") {
		t.Errorf("bot-build does not build ./cmd/resilience-bot")
	}
}

// TestContractMatchesBinary holds contractEnv, which the deployment files are
// checked against, to the real binary: its usage names each flag with the
// variable the contract pairs it with, and the README's section lists them.
func TestContractMatchesBinary(t *testing.T) {
	out, err := exec.Command(buildBot(t), "-h").CombinedOutput()
	if err != nil {
		t.Fatalf("resilience-bot -h: %v\n%s", err, out)
	}
	usage := map[string]string{} // flag -> its usage text
	var cur string
	for _, line := range strings.Split(string(out), "\n") {
		if f, ok := strings.CutPrefix(line, "  -"); ok {
			cur = "--" + strings.Fields(f)[0]
			continue
		}
		if cur != "" {
			usage[cur] += line
		}
	}
	readme := string(readFile(t, "../README.md"))
	i := strings.Index(readme, "## As a GitHub App")
	if i < 0 {
		t.Fatal(`README.md has no section "As a GitHub App"`)
	}
	section := readme[i:]
	if j := strings.Index(section[3:], "\n## "); j >= 0 {
		section = section[:j+3]
	}
	for env, flag := range contractEnv {
		if _, ok := usage[flag]; !ok {
			t.Errorf("resilience-bot has no flag %s", flag)
		} else if !strings.Contains(usage[flag], env) {
			t.Errorf("resilience-bot's %s does not name %s: %q", flag, env, usage[flag])
		}
		if !strings.Contains(section, "`"+env+"`") || !strings.Contains(section, "`"+flag) {
			t.Errorf("README's section \"As a GitHub App\" does not list %s / %s", flag, env)
		}
	}
	// Flags that run once and exit, with no environment variable.
	commands := []string{"--check", "--version"}
	for _, flag := range commands {
		if _, ok := usage[flag]; !ok {
			t.Errorf("resilience-bot has no flag %s", flag)
		}
		if !strings.Contains(section, "`"+flag) {
			t.Errorf("README's section \"As a GitHub App\" does not name %s", flag)
		}
	}
	flags := map[string]bool{}
	for _, f := range contractEnv {
		flags[f] = true
	}
	if len(usage) != len(flags)+len(commands) {
		t.Errorf("resilience-bot has %d flags, the contract %d and %v: %v", len(usage), len(flags), commands, slices.Sorted(maps.Keys(usage)))
	}
}

// intOrUnset prints an optional YAML integer.
func intOrUnset(p *int) string {
	if p == nil {
		return "unset"
	}
	return strconv.Itoa(*p)
}
