package hookdup

import "testing"

func TestWebhook(t *testing.T) {
	for name, want := range map[string]bool{
		"create_webhook": true, "tool add_repo_hook": true, "webhooks_add": true, "createWebhook": true,
		"update_webhook": false, "delete_webhook": false, "list_webhooks": false, "create_issue": false,
	} {
		if got := Webhook(name); got != want {
			t.Errorf("Webhook(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestNamedChain(t *testing.T) {
	for _, c := range []struct {
		name, chain string
		want        bool
	}{
		{"tool createWebhook", "trelloClient.createWebhook() -> this.client.post()", true},
		{"tool webhooks_add", "ghostApiClient.webhooks.add()", true},
		{"tool create_webhook", "client.AddWebhookWithContext()", false},
		{"tool create_issue", "trelloClient.createCard()", false},
	} {
		if got := NamedChain(c.name, c.chain); got != c.want {
			t.Errorf("NamedChain(%q, %q) = %v, want %v", c.name, c.chain, got, c.want)
		}
	}
}
