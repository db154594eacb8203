package annotate

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"slices"
	"testing"

	"github.com/owenrumney/go-sarif/v2/sarif"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/resilience-check/resilience-check/finding"
)

func writeSARIF(t *testing.T, r *Report) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteSARIF(&buf, r); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestWriteSARIFGolden(t *testing.T) {
	golden(t, "report.sarif", writeSARIF(t, sampleReport()))
}

// sarifSchema compiles the OASIS SARIF 2.1.0 JSON schema
// (https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json),
// copied into testdata/ (provenance in testdata/README.md).
func sarifSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	// The file declares draft-04 in $schema; jsonschema/v6 picks Draft4 from it.
	path := filepath.Join("testdata", "sarif-schema-2.1.0.json")
	sch, err := jsonschema.NewCompiler().Compile(path)
	if err != nil {
		t.Fatalf("compile %s: %v", path, err)
	}
	return sch
}

func validate(t *testing.T, sch *jsonschema.Schema, doc []byte) error {
	t.Helper()
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(doc))
	if err != nil {
		t.Fatal(err)
	}
	return sch.Validate(inst)
}

func TestWriteSARIFValidatesAgainstSchema(t *testing.T) {
	sch := sarifSchema(t)
	for name, r := range map[string]*Report{"sample": sampleReport(), "empty": {}} {
		if err := validate(t, sch, writeSARIF(t, r)); err != nil {
			t.Errorf("%s report: SARIF does not validate: %v", name, err)
		}
	}

	// The validator is not vacuous: go-sarif's own Suppression type, which
	// WriteSARIF avoids, writes nulls that the schema rejects.
	rep, err := sarif.New(sarif.Version210)
	if err != nil {
		t.Fatal(err)
	}
	run := sarif.NewRunWithInformationURI("x", ToolInformationURI)
	res := sarif.NewRuleResult("RC101").WithMessage(sarif.NewTextMessage("m"))
	res.Suppressions = []*sarif.Suppression{sarif.NewSuppression("inSource")}
	run.Results = append(run.Results, res)
	rep.AddRun(run)
	var buf bytes.Buffer
	if err := rep.Write(&buf); err != nil {
		t.Fatal(err)
	}
	if validate(t, sch, buf.Bytes()) == nil {
		t.Error("a suppression with null status/location/guid validated; the schema check is not working")
	}
}

func TestWriteSARIFContent(t *testing.T) {
	r := sampleReport()
	log, err := sarif.FromBytes(writeSARIF(t, r))
	if err != nil {
		t.Fatalf("read back: %v", err)
	}
	if log.Version != "2.1.0" || len(log.Runs) != 1 {
		t.Fatalf("version %q, %d runs; want 2.1.0 and 1 run", log.Version, len(log.Runs))
	}
	run := log.Runs[0]
	d := run.Tool.Driver
	if d.Name != "resilience-check" || *d.Version != "0.1.0" || *d.InformationURI != ToolInformationURI {
		t.Errorf("driver = %q %q %q", d.Name, *d.Version, *d.InformationURI)
	}
	if got := *run.AutomationDetails.ID; got != r.AutomationID {
		t.Errorf("automationDetails.id = %q, want %q", got, r.AutomationID)
	}
	if _, ok := run.OriginalUriBaseIDs[SrcRoot]; !ok {
		t.Errorf("originalUriBaseIds lacks %s", SrcRoot)
	}

	// Rules: level, tags and security-severity follow the severity.
	want := map[string][2]string{"RC101": {"warning", "5.5"}, "RC201": {"error", "8.0"}, "RC301": {"note", "2.0"}}
	if len(d.Rules) != len(want) {
		t.Fatalf("%d rules, want %d", len(d.Rules), len(want))
	}
	for i, rule := range d.Rules {
		w := want[rule.ID]
		if rule.DefaultConfiguration.Level != w[0] || rule.Properties["security-severity"] != w[1] {
			t.Errorf("rule %s: level %q, security-severity %v; want %v", rule.ID, rule.DefaultConfiguration.Level, rule.Properties["security-severity"], w)
		}
		var tags []string
		for _, tag := range rule.Properties["tags"].([]any) {
			tags = append(tags, tag.(string))
		}
		if wantTags := []string{"security", "resilience", r.Rules[i].CWETag()}; !slices.Equal(tags, wantTags) {
			t.Errorf("rule %s: tags %v, want %v", rule.ID, tags, wantTags)
		}
		if *rule.HelpURI != r.Rules[i].HelpURI() || *rule.ShortDescription.Text != r.Rules[i].Summary {
			t.Errorf("rule %s: helpUri %q, shortDescription %q", rule.ID, *rule.HelpURI, *rule.ShortDescription.Text)
		}
	}

	// Results round-trip: every finding in the diff, in order, and nothing else.
	var inDiff []int
	for i, f := range r.Findings {
		if f.InDiff {
			inDiff = append(inDiff, i)
		}
	}
	if len(run.Results) != len(inDiff) {
		t.Fatalf("%d results, want %d (findings in the diff)", len(run.Results), len(inDiff))
	}
	for k, res := range run.Results {
		f := &r.Findings[inDiff[k]]
		loc := res.Locations[0].PhysicalLocation
		reg := loc.Region
		if *res.RuleID != f.RuleID || *loc.ArtifactLocation.URI != f.Path || *loc.ArtifactLocation.URIBaseId != SrcRoot ||
			*reg.StartLine != f.StartLine || *reg.StartColumn != f.StartCol || *reg.EndLine != f.EndLine || *reg.EndColumn != f.EndCol {
			t.Errorf("result %d does not match finding %+v", k, f)
		}
		if d.Rules[*res.RuleIndex].ID != f.RuleID {
			t.Errorf("result %d: ruleIndex %d points at %s, want %s", k, *res.RuleIndex, d.Rules[*res.RuleIndex].ID, f.RuleID)
		}
		if *res.Level != levelOf(f.Severity).sarif || *res.Message.Text != messageWithFix(f) {
			t.Errorf("result %d: level %q message %q", k, *res.Level, *res.Message.Text)
		}
		if res.PartialFingerprints[FingerprintKey] != f.Fingerprint() {
			t.Errorf("result %d: fingerprint %v, want %s", k, res.PartialFingerprints[FingerprintKey], f.Fingerprint())
		}
		if (f.Suppression != nil) != (len(res.Suppressions) == 1) {
			t.Errorf("result %d: %d suppressions for suppression %v", k, len(res.Suppressions), f.Suppression)
		}
		if f.Suppression != nil {
			s := res.Suppressions[0]
			if s.Kind != "inSource" || *s.Justification != f.Suppression.Justification {
				t.Errorf("result %d: suppression %q %q", k, s.Kind, *s.Justification)
			}
		}
	}
}

func TestWriteSARIFFingerprintIgnoresLineMoves(t *testing.T) {
	fingerprints := func(r *Report) []string {
		var doc struct {
			Runs []struct {
				Results []struct {
					PartialFingerprints map[string]string `json:"partialFingerprints"`
				} `json:"results"`
			} `json:"runs"`
		}
		if err := json.Unmarshal(writeSARIF(t, r), &doc); err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, res := range doc.Runs[0].Results {
			out = append(out, res.PartialFingerprints[FingerprintKey])
		}
		return out
	}
	r := sampleReport()
	before := fingerprints(r)
	for i := range r.Findings {
		r.Findings[i].StartLine += 30
		r.Findings[i].EndLine += 30
	}
	if after := fingerprints(r); !slices.Equal(before, after) {
		t.Errorf("fingerprints changed when findings moved 30 lines down:\n%v\n%v", before, after)
	}
	r.Findings[0].LineText = "    resp = requests.post(url)"
	if after := fingerprints(r); after[0] == before[0] {
		t.Error("fingerprint did not change when the line text changed")
	}
}

func TestWriteSARIFUnknownRuleAndEscapedPath(t *testing.T) {
	f := newFinding(ruleRC101, "src/my file#1.py", 1, 1, 1, 2, "m", "", "x")
	f.RuleID, f.RuleName = "RC999", "not-in-rules"
	r := &Report{Rules: []*finding.RuleInfo{ruleRC101}, Findings: []finding.Finding{f}}
	out := writeSARIF(t, r)
	log, err := sarif.FromBytes(out)
	if err != nil {
		t.Fatal(err)
	}
	run := log.Runs[0]
	if len(run.Tool.Driver.Rules) != 2 || run.Tool.Driver.Rules[1].ID != "RC999" || *run.Results[0].RuleIndex != 1 {
		t.Errorf("a finding of a rule missing from Report.Rules must add that rule; got %s", out)
	}
	if got := *run.Results[0].Locations[0].PhysicalLocation.ArtifactLocation.URI; got != "src/my%20file%231.py" {
		t.Errorf("uri = %q, want the path percent-encoded", got)
	}
	if sch := sarifSchema(t); validate(t, sch, out) != nil {
		t.Errorf("SARIF with an unknown rule does not validate: %v", validate(t, sch, out))
	}
}
