module example.com/heldcfg

go 1.22
