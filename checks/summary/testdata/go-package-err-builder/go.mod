module example.com/peb

go 1.22
