// Package api is shaped as oapi-codegen generates a client: a Client whose
// requests go through an HttpRequestDoer (an *http.Client by default), and
// a ClientWithResponses that embeds the ClientInterface the Client implements.
package api

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
)

// HttpRequestDoer performs HTTP requests; the standard http.Client implements it.
type HttpRequestDoer interface {
	Do(req *http.Request) (*http.Response, error)
}

// Client sends the API's requests.
type Client struct {
	Server string
	Client HttpRequestDoer
}

// NewClient builds a Client with an http.Client when no doer is given.
func NewClient(server string) (*Client, error) {
	client := Client{Server: server}
	if client.Client == nil {
		client.Client = &http.Client{}
	}
	return &client, nil
}

// ClientInterface is what Client implements.
type ClientInterface interface {
	CreatePet(ctx context.Context, name string) (*http.Response, error)
}

// CreatePet posts a pet.
func (c *Client) CreatePet(ctx context.Context, name string) (*http.Response, error) {
	body, err := json.Marshal(map[string]string{"name": name})
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, "POST", c.Server+"/pets", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	return c.Client.Do(req)
}

// ClientWithResponses parses the responses of the embedded client's requests.
type ClientWithResponses struct {
	ClientInterface
}

// CreatePetResponse is the parsed response.
type CreatePetResponse struct {
	Body         []byte
	HTTPResponse *http.Response
}

// CreatePetWithResponse posts a pet and parses the response.
func (c *ClientWithResponses) CreatePetWithResponse(ctx context.Context, name string) (*CreatePetResponse, error) {
	rsp, err := c.CreatePet(ctx, name)
	if err != nil {
		return nil, err
	}
	return &CreatePetResponse{HTTPResponse: rsp}, nil
}

// AdoptPet posts a pet through a tail call of the embedded client's method.
func (c *ClientWithResponses) AdoptPet(ctx context.Context, name string) (*http.Response, error) {
	return c.CreatePet(ctx, name)
}

// Ping checks the server; the error it returns is its own fixed text.
func (c *Client) Ping(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, "GET", c.Server+"/ping", nil)
	if err != nil {
		return errors.New("bad server address")
	}
	if _, err := c.Client.Do(req); err != nil {
		return errors.New("server unreachable")
	}
	return nil
}
