package bounds

import (
	"github.com/resilience-check/resilience-check/checks/model"
	"github.com/resilience-check/resilience-check/libmodels"
)

// GoClientRow returns the library row of the Go client obj holds, a
// method's receiver: an identifier bound to a row's constructor in the
// function (`producer, err := sarama.NewSyncProducer(brokers, cfg)`), one
// declared with a row's type, or a field of a nested client (goRecvRow);
// nil otherwise. RC601 reads the row's Mutating methods on it (checks/rc601
// rowCreate: sarama's SyncProducer.SendMessage appends a message on every
// call, https://pkg.go.dev/github.com/IBM/sarama#SyncProducer).
func GoClientRow(f *model.File, set *libmodels.Set, obj *model.Node) *libmodels.Row {
	if f.Lang != model.LangGo || obj == nil {
		return nil
	}
	return goRecvRow(f, set, obj, 0)
}
