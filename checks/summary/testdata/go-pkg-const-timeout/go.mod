module example.com/fx

go 1.22
