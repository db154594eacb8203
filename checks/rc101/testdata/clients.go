package sdk

import (
	"net/http"
	"time"

	jira "github.com/andygrunwald/go-jira"
	"github.com/digitalocean/godo"
	gitlab "gitlab.com/gitlab-org/api/client-go"

	"github.com/Azure/azure-sdk-for-go/sdk/azcore"
	"github.com/Azure/azure-sdk-for-go/sdk/azcore/arm"
	"github.com/Azure/azure-sdk-for-go/sdk/azcore/policy"
	"github.com/Azure/azure-sdk-for-go/sdk/resourcemanager/containerservice/armcontainerservice/v6"
	"github.com/Azure/azure-sdk-for-go/sdk/resourcemanager/monitor/armmonitor"
)

// Azure Resource Manager clients built with nil ClientOptions have no
// per-try timeout (azcore's RetryOptions.TryTimeout is disabled by default).
func armClients(sub string, cred azcore.TokenCredential, opts *arm.ClientOptions) []any {
	open, _ := armcontainerservice.NewManagedClustersClient(sub, cred, nil) // want: RC101
	diag, _ := armmonitor.NewDiagnosticSettingsClient(cred, nil)            // want: RC101
	given, _ := armcontainerservice.NewManagedClustersClient(sub, cred, opts)
	bounded, _ := armmonitor.NewDiagnosticSettingsClient(cred, &arm.ClientOptions{
		ClientOptions: policy.ClientOptions{Retry: policy.RetryOptions{TryTimeout: 30 * time.Second}},
	})
	return []any{open, diag, given, bounded}
}

// GitLab's Go client sends through cleanhttp's pooled client (no Timeout)
// unless WithHTTPClient is among its options; go-jira and godo fall back to
// http.DefaultClient when given nil.
func saasClients(token, site string, hc *http.Client) []any {
	gl, _ := gitlab.NewClient(token, gitlab.WithBaseURL(site)) // want: RC101
	glBounded, _ := gitlab.NewClient(token, gitlab.WithHTTPClient(hc))
	jc, _ := jira.NewClient(nil, site) // want: RC101
	jcBounded, _ := jira.NewClient(&http.Client{Timeout: 20 * time.Second}, site)
	do := godo.NewClient(nil) // want: RC101
	doGiven := godo.NewClient(hc)
	return []any{gl, glBounded, jc, jcBounded, do, doGiven}
}
