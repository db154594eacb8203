module example.com/helmish

go 1.22
