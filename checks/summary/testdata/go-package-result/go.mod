module example.com/pr

go 1.22
