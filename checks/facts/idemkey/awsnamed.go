package idemkey

import (
	"strings"

	"github.com/resilience-check/resilience-check/checks/model"
)

// awsNamedCreate is an AWS API create operation whose request names the new
// resource by a required, caller-given name that the service keeps unique
// (per account and Region, or per parent) and refuses to repeat: a second
// call with the same name fails with the error the reference lists, so a
// retried tool call creates nothing twice. Method is the boto3 method,
// Key the request member that names the resource, Err the error a repeat
// gets, URL the API reference that documents both.
type awsNamedCreate struct {
	Method, Key, Err, URL string
	// Marker, when set, is a word the file must contain (the SDK's module)
	// in place of Key: the API itself requires the naming member, so every
	// create that succeeds carries one (Okta's profile.login).
	Marker string
}

// awsNamedCreates are the rows, each checked in its API reference.
var awsNamedCreates = []awsNamedCreate{
	{"create_log_group", "logGroupName", "ResourceAlreadyExistsException",
		"https://docs.aws.amazon.com/AmazonCloudWatchLogs/latest/APIReference/API_CreateLogGroup.html", ""},
	{"create_replication_group", "ReplicationGroupId", "ReplicationGroupAlreadyExists",
		"https://docs.aws.amazon.com/AmazonElastiCache/latest/APIReference/API_CreateReplicationGroup.html", ""},
	{"create_serverless_cache", "ServerlessCacheName", "ServerlessCacheAlreadyExistsFault",
		"https://docs.aws.amazon.com/AmazonElastiCache/latest/APIReference/API_CreateServerlessCache.html", ""},
	{"create_gateway", "gatewayName", "ResourceAlreadyExistsException",
		"https://docs.aws.amazon.com/iot-sitewise/latest/APIReference/API_CreateGateway.html", ""},
	{"create_bulk_import_job", "jobName", "ResourceAlreadyExistsException",
		"https://docs.aws.amazon.com/iot-sitewise/latest/APIReference/API_CreateBulkImportJob.html", ""},
	// Okta's Users API (okta-sdk-python Client.create_user): a user's
	// profile.login is required and unique in the org; a second create of the
	// login fails with E0000001 "An object with this field already exists".
	{"create_user", "", "E0000001",
		"https://developer.okta.com/docs/api/openapi/okta-management/management/tag/User/#tag/User/operation/createUser", "okta"},
}

// generatedName are the texts of a name made up per call (a UUID, a random
// or time-based suffix): a create under one is new on every retry.
var generatedName = []string{"uuid", "random", "secrets.", "token_hex", "time.time", "time_ns", "datetime.now", "datetime.utcnow", "now()", "nanoid", "shortuuid"}

// AWSNamedCreate reports whether call is a boto3 create of a resource the
// service keys by a caller-given unique name (awsNamedCreates): an
// attribute call of the row's method in a Python file, whose function
// passes the row's name member (as a keyword `logGroupName=` or a dict key
// `'logGroupName'`, so the call has the AWS request's shape and not another
// SDK's method of the same name), or in a file that names the row's SDK
// (its Marker) when the API requires the member, and builds no name per
// call (generatedName). A repeat is then refused with the row's error.
// Source: the API reference of each row; AIP-133's user-specified ids.
func AWSNamedCreate(f *model.File, call *model.Node) bool {
	if f.Lang != model.LangPython {
		return false
	}
	fn := model.Callee(call)
	if fn == nil || fn.Sym() != model.SymAttribute {
		return false
	}
	method := f.Text(fn.ChildByFieldName("attribute"))
	encl := model.EnclosingFunc(call)
	if encl == nil {
		return false
	}
	text := f.Text(encl)
	for _, r := range awsNamedCreates {
		if r.Method != method {
			continue
		}
		if r.Marker != "" && !f.ContainsFold(r.Marker) || r.Marker == "" && !strings.Contains(text, r.Key+"=") && !strings.Contains(text, "'"+r.Key+"'") && !strings.Contains(text, "\""+r.Key+"\"") {
			return false
		}
		low := strings.ToLower(text)
		for _, g := range generatedName {
			if strings.Contains(low, g) {
				return false
			}
		}
		return true
	}
	return false
}
