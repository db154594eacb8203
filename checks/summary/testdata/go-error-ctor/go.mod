module example.com/panel

go 1.22
