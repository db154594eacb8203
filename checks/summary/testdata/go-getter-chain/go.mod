module example.com/cloudmcp

go 1.22
