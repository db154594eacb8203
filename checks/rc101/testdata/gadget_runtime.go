package gadgets

import (
	"context"
	"time"

	grpcruntime "github.com/inspektor-gadget/inspektor-gadget/pkg/runtime/grpc"
)

// Inspektor Gadget's gRPC runtime (libmodels/data/sdks-rows4.yml) makes its
// instance-manager RPCs with the caller's ctx only. The runtime comes from a
// method of the file whose declared first result is *grpcruntime.Runtime
// (checks/facts/bounds goReturnedType).
type manager struct{ env string }

func (m *manager) getRuntime() (*grpcruntime.Runtime, error) {
	return grpcruntime.New(), nil
}

func (m *manager) Stop(id string) error {
	rt, err := m.getRuntime()
	if err != nil {
		return err
	}
	return rt.RemoveGadgetInstance(context.Background(), rt.ParamDescs().ToParams(), id) // want: RC101
}

// ---- clean look-alikes ----

func (m *manager) StopBounded(id string) error {
	rt, err := m.getRuntime()
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return rt.RemoveGadgetInstance(ctx, rt.ParamDescs().ToParams(), id)
}

type other struct{}

// a method of the same name on another type, returning the file's own
// runtime: the receiver's type picks this declaration, not manager's
func (o *other) getRuntime() (*localRuntime, error) { return &localRuntime{}, nil }

type localRuntime struct{}

func (l *localRuntime) RemoveGadgetInstance(ctx context.Context, _ any, id string) error { return nil }

func (o *other) Stop(id string) error {
	rt, err := o.getRuntime()
	if err != nil {
		return err
	}
	return rt.RemoveGadgetInstance(context.Background(), nil, id)
}
