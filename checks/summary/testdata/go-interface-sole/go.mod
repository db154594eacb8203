module example.com/fb

go 1.22
