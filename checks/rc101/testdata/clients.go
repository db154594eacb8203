package sdk

import (
	"time"

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
