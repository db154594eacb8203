module example.com/kube

go 1.22
