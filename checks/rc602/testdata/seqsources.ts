// Independent sources fetched one after the other in one try whose catch returns only an error.

export async function overview(api: Api, crm: Crm, id: string) {
  try {
    const account = await api.getAccount(id);
    const tickets = await crm.listTickets(id); // want: RC602
    return { account, tickets };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: `Error: ${error}` }] };
  }
}

// Clean: the second call needs the first one's answer.
export async function ownerOf(api: Api, id: string) {
  try {
    const repo = await api.getRepo(id);
    const owner = await api.getUser(repo.ownerId);
    return { repo, owner };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: String(error) }] };
  }
}

// Clean: one source asked twice.
export async function twoPages(api: Api) {
  try {
    const a = await api.listItems({ page: 1 });
    const b = await api.listItems({ page: 2 });
    return [...a, ...b];
  } catch (error) {
    throw new Error(`listing failed: ${error}`);
  }
}

// Clean: both answers are parts of one value (a connection string needs both).
export async function endpoint(zone: string) {
  try {
    const status = await axios({ url: "https://api.example.com/status", method: "GET" });
    const customer = status.data.customer;
    const passwords = await axios({ url: `https://api.example.com/zone/passwords?zone=${zone}`, method: "GET" });
    return `wss://${customer}:${passwords.data.passwords[0]}@proxy.example.com`;
  } catch (e) {
    throw new Error(`Error retrieving credentials: ${e}`);
  }
}

// Clean: a client factory is not a source.
export async function changes(connection: Connection, repo: string, pr: number) {
  try {
    const gitApi = await connection.getGitApi();
    const policyApi = await connection.getPolicyApi();
    return { git: gitApi, policy: policyApi };
  } catch (error) {
    throw new Error(String(error));
  }
}

// Clean: the catch returns the same answer with the failed parts empty and the reason named.
export async function commitSummary(projectId: string, mr: MergeRequest) {
  try {
    const sourceCommitCount = await getSourceCommitCount(projectId, mr.iid);
    const mergeMethod = await getProjectMergeMethod(projectId);
    return { target_branch: mr.target_branch, source_commits_count: sourceCommitCount, merge_method: mergeMethod };
  } catch (error) {
    return { target_branch: mr.target_branch, source_commits_count: null, merge_method: null, unavailable_reason: String(error) };
  }
}
