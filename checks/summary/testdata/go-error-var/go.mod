module example.com/runner

go 1.22
