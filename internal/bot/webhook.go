package bot

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"time"
	"unicode/utf8"

	"github.com/google/go-github/v62/github"
	"github.com/riverqueue/river/rivertype"

	"github.com/resilience-check/resilience-check/diff"
	"github.com/resilience-check/resilience-check/ghclient"
)

// queueTimeout bounds the queue database work of one delivery.
const queueTimeout = 10 * time.Second

// delivery is what the handler learnt about one webhook delivery, for its
// log line and metrics. id and event are header values, capped (capHeader);
// verified is set once the signature matched.
type delivery struct {
	id, event, action string
	verified          bool
	attrs             []any
}

// eventLabels are the event label values of resilience_bot_webhooks_total:
// the events the bot handles. Any other event counts as "other", and a
// delivery whose signature was not verified as "unverified", so that no
// request can add a series (a label value from an unsigned header made one
// series per distinct value).
var eventLabels = map[string]bool{"ping": true, "pull_request": true, "check_suite": true, "check_run": true,
	"installation": true, "installation_repositories": true}

// eventLabel is the metrics label for d's event.
func (d *delivery) eventLabel() string {
	switch {
	case !d.verified:
		return "unverified"
	case eventLabels[d.event]:
		return d.event
	}
	return "other"
}

// maxHeaderLog caps a header value in a log line: GitHub's event names and
// delivery GUIDs are under 40 bytes.
const maxHeaderLog = 64

// capHeader is a header value for the logs: at most maxHeaderLog bytes,
// a longer one cut and marked with its full length.
func capHeader(v string) string {
	if len(v) <= maxHeaderLog {
		return v
	}
	cut := maxHeaderLog
	for cut > 0 && !utf8.RuneStart(v[cut]) {
		cut--
	}
	return fmt.Sprintf("%s…(%d bytes)", v[:cut], len(v))
}

// answer writes status with a small JSON body and logs the delivery.
func (b *Bot) answer(w http.ResponseWriter, d *delivery, start time.Time, status int, result string, extra ...any) {
	b.metrics.webhooks.WithLabelValues(d.eventLabel(), result).Inc()
	el := time.Since(start)
	b.metrics.handler.Observe(el.Seconds())
	attrs := append([]any{"delivery", d.id, "event", d.event, "action", d.action, "status", status, "result", result,
		"duration_ms", float64(el.Microseconds()) / 1000}, d.attrs...)
	attrs = append(attrs, extra...)
	level := slog.LevelInfo
	if status >= 400 {
		level = slog.LevelWarn
	}
	b.log.Log(context.Background(), level, "webhook", attrs...)
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(map[string]string{"result": result})
}

// webhook handles POST /webhook: the signature is checked on the raw body
// before anything is parsed; a review is queued, and 202 answered, only once
// the insert has committed.
func (b *Bot) webhook(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	d := &delivery{id: capHeader(r.Header.Get("X-GitHub-Delivery")), event: capHeader(r.Header.Get("X-GitHub-Event"))}
	if b.stopping.Load() {
		b.answer(w, d, start, http.StatusServiceUnavailable, "unavailable", "reason", "shutting down")
		return
	}
	if r.Header.Get(github.SHA256SignatureHeader) == "" {
		b.answer(w, d, start, http.StatusUnauthorized, "unauthorized", "reason", "no X-Hub-Signature-256 header")
		return
	}
	r.Header.Del(github.SHA1SignatureHeader) // never fall back to SHA-1
	if r.Header.Get("Content-Type") == "" {
		r.Header.Set("Content-Type", "application/json")
	}
	r.Body = http.MaxBytesReader(w, r.Body, MaxWebhookBytes)
	payload, err := github.ValidatePayload(r, b.cfg.WebhookSecret)
	if err != nil {
		var mb *http.MaxBytesError
		if errors.As(err, &mb) {
			b.answer(w, d, start, http.StatusRequestEntityTooLarge, "too_large", "reason", fmt.Sprintf("body over %d bytes", MaxWebhookBytes))
			return
		}
		b.answer(w, d, start, http.StatusUnauthorized, "unauthorized", "reason", "signature check failed: "+err.Error())
		return
	}
	d.verified = true
	var args *ReviewArgs
	switch d.event {
	case "ping":
		b.answer(w, d, start, http.StatusOK, "ping")
		return
	case "pull_request", "check_suite", "check_run", "installation", "installation_repositories":
	default:
		b.answer(w, d, start, http.StatusAccepted, "ignored", "reason", "event not handled")
		return
	}
	var ev hookPayload
	if err := json.Unmarshal(payload, &ev); err != nil {
		b.answer(w, d, start, http.StatusBadRequest, "bad_request", "reason", "payload is not a "+d.event+" event: "+err.Error())
		return
	}
	d.action = ev.Action
	inst := ev.Installation.ID
	switch d.event {
	case "pull_request":
		args = b.pullRequestJob(d, &ev)
	case "check_suite":
		if (ev.Action == "requested" || ev.Action == "rerequested") && ev.CheckSuite != nil {
			args = b.rerunJob(d, &ev, ev.CheckSuite.HeadSHA, ev.CheckSuite.PullRequests, ev.Action == "rerequested")
		}
	case "check_run":
		if ev.Action == "rerequested" && ev.CheckRun != nil {
			args = b.rerunJob(d, &ev, ev.CheckRun.HeadSHA, ev.CheckRun.PullRequests, true)
		}
	case "installation":
		if ev.Action == "deleted" || ev.Action == "suspend" {
			b.gh.forget(inst)
		}
		d.attrs = append(d.attrs, "installation", inst, "account", ev.Installation.Account.Login, "repositories", len(ev.Repositories))
		b.answer(w, d, start, http.StatusAccepted, "logged")
		return
	case "installation_repositories":
		d.attrs = append(d.attrs, "installation", inst, "added", len(ev.RepositoriesAdded), "removed", len(ev.RepositoriesRemoved))
		b.answer(w, d, start, http.StatusAccepted, "logged")
		return
	}
	if args == nil {
		b.answer(w, d, start, http.StatusAccepted, "ignored")
		return
	}
	if args.InstallationID == 0 || args.Owner == "" || args.Repo == "" || !diff.IsSHA(args.HeadSHA) {
		b.answer(w, d, start, http.StatusBadRequest, "bad_request", "reason", "payload lacks installation.id, repository or a head SHA")
		return
	}
	if err := (ghclient.Repo{Owner: args.Owner, Name: args.Repo}).Validate(); err != nil || (args.BaseSHA != "" && !diff.IsSHA(args.BaseSHA)) {
		b.answer(w, d, start, http.StatusBadRequest, "bad_request", "reason", "payload has a bad repository name or base SHA")
		return
	}
	// The queue answers in milliseconds; one that does not within
	// queueTimeout is treated as down (503), so GitHub records the delivery
	// as failed and it can be redelivered.
	ctx, cancel := context.WithTimeout(r.Context(), queueTimeout)
	defer cancel()
	r = r.WithContext(ctx)
	id, dup, err := b.q.insert(ctx, *args)
	if err != nil {
		b.answer(w, d, start, http.StatusServiceUnavailable, "unavailable", "reason", "queue database: "+err.Error())
		return
	}
	if dup {
		b.answer(w, d, start, http.StatusAccepted, "duplicate", "job", id)
		return
	}
	if args.PRKey != "" {
		b.supersede(r, d, id, args)
	}
	b.answer(w, d, start, http.StatusAccepted, "queued", "job", id)
}

// hookPayload holds the fields the bot reads from the pull_request,
// check_suite, check_run and installation events. It is decoded leniently
// (only these fields, no timestamps), since real payloads vary in the fields
// the bot does not use.
type hookPayload struct {
	Action       string `json:"action"`
	Number       int    `json:"number"`
	Installation struct {
		ID      int64 `json:"id"`
		Account struct {
			Login string `json:"login"`
		} `json:"account"`
	} `json:"installation"`
	Repository struct {
		Name  string `json:"name"`
		Owner struct {
			Login string `json:"login"`
		} `json:"owner"`
	} `json:"repository"`
	PullRequest *struct {
		Number       int     `json:"number"`
		Draft        bool    `json:"draft"`
		ChangedFiles int     `json:"changed_files"`
		Head         hookRef `json:"head"`
		Base         hookRef `json:"base"`
	} `json:"pull_request"`
	CheckSuite *struct {
		HeadSHA      string   `json:"head_sha"`
		PullRequests []hookPR `json:"pull_requests"`
	} `json:"check_suite"`
	CheckRun *struct {
		HeadSHA      string   `json:"head_sha"`
		PullRequests []hookPR `json:"pull_requests"`
	} `json:"check_run"`
	Repositories        []json.RawMessage `json:"repositories"`
	RepositoriesAdded   []json.RawMessage `json:"repositories_added"`
	RepositoriesRemoved []json.RawMessage `json:"repositories_removed"`
}

type hookRef struct {
	SHA string `json:"sha"`
}

// hookPR is a pull request as check suites and check runs list it.
type hookPR struct {
	Number int     `json:"number"`
	Head   hookRef `json:"head"`
	Base   hookRef `json:"base"`
}

// pullRequestJob is the review a pull_request delivery asks for, or nil.
func (b *Bot) pullRequestJob(d *delivery, ev *hookPayload) *ReviewArgs {
	switch ev.Action {
	case "opened", "synchronize", "reopened", "ready_for_review":
	default:
		return nil
	}
	pr := ev.PullRequest
	if pr == nil {
		return &ReviewArgs{} // rejected as a bad request
	}
	number := pr.Number
	if number == 0 {
		number = ev.Number
	}
	owner, name, inst := ev.Repository.Owner.Login, ev.Repository.Name, ev.Installation.ID
	d.attrs = append(d.attrs, "installation", inst, "repo", owner+"/"+name, "pr", number, "head_sha", pr.Head.SHA)
	if number == 0 {
		return &ReviewArgs{}
	}
	return &ReviewArgs{InstallationID: inst, Owner: owner, Repo: name, HeadSHA: pr.Head.SHA, Number: number,
		BaseSHA: pr.Base.SHA, ChangedFiles: pr.ChangedFiles, Draft: pr.Draft,
		PRKey: prKey(inst, owner, name, number), DeliveryID: d.id, Event: d.event + "." + d.action}
}

// rerunJob is the review a check_suite or check_run delivery asks for: the
// head commit, with its pull request when the payload lists exactly one
// (otherwise the job looks it up). An explicit re-run carries the delivery ID
// so that it runs even if that head was reviewed before.
func (b *Bot) rerunJob(d *delivery, ev *hookPayload, head string, prs []hookPR, rerun bool) *ReviewArgs {
	owner, name, inst := ev.Repository.Owner.Login, ev.Repository.Name, ev.Installation.ID
	a := &ReviewArgs{InstallationID: inst, Owner: owner, Repo: name, HeadSHA: head, DeliveryID: d.id, Event: d.event + "." + d.action}
	if rerun {
		a.Rerun = d.id
	}
	if len(prs) == 1 {
		a.Number = prs[0].Number
		a.BaseSHA = prs[0].Base.SHA
		a.PRKey = prKey(inst, owner, name, a.Number)
	}
	d.attrs = append(d.attrs, "installation", inst, "repo", owner+"/"+name, "pr", a.Number, "head_sha", head)
	return a
}

// supersede cancels the running reviews of the same pull request for older
// heads (their workers complete the check run as cancelled); queued ones
// notice by themselves when they start and end as skipped.
func (b *Bot) supersede(r *http.Request, d *delivery, id int64, a *ReviewArgs) {
	jobs, err := b.q.openJobs(r.Context(), a.PRKey)
	if err != nil {
		d.attrs = append(d.attrs, "supersede_error", err.Error())
		return
	}
	for _, j := range jobs {
		if j.ID >= id || j.State != rivertype.JobStateRunning {
			continue
		}
		var old ReviewArgs
		if json.Unmarshal(j.EncodedArgs, &old) != nil || old.HeadSHA == a.HeadSHA {
			continue
		}
		if err := b.q.cancel(r.Context(), j.ID); err != nil {
			d.attrs = append(d.attrs, "supersede_error", err.Error())
			continue
		}
		d.attrs = append(d.attrs, "superseded_job", j.ID)
	}
}
