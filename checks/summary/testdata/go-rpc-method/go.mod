module example.com/rpcm

go 1.22
