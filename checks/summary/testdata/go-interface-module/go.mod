module example.com/im

go 1.22
