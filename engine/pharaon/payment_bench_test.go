package pharaon

import (
	"testing"

	"nilegames/engine"
)

// richPayState: a hand of 3 of every resource, Silver and Resource
// Offering, 2 Quarter Offerings of each Quarter, two Scribes and the
// Architect: many ways to pay everything.
func richPayState() *State {
	s := payState(4)
	s.payFace(BUR, JUS)
	pl := &s.pl[0]
	for k := 0; k < NumRes; k++ {
		pl.Res[k] = 3
	}
	for k := 0; k < NumBase; k++ {
		pl.Off[OffRes+k] = 3
		pl.Off[OffQuarter+k] = 2
	}
	s.payOwn(0, 1, 3, NArchitect)
	pl.BC = 7 // step 8: CON + JUS + any + any
	return s
}

// every pending action of the Tablet, as Legal would ask.
var benchPends = func() []pending {
	ps := []pending{{quarter: ART}, {quarter: NOB}, {quarter: BUR}, {quarter: OFF}, {quarter: OFF, extra: true}}
	for o := 0; o < NumNile; o++ {
		ps = append(ps, pending{quarter: NIL, target: int8(o)})
	}
	return ps
}()

func BenchmarkCanPay(b *testing.B) {
	s := richPayState()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		for _, p := range benchPends {
			if !s.canPay(0, p) {
				b.Fatal("cannot pay")
			}
		}
	}
}

func BenchmarkLegalPayments(b *testing.B) {
	s := richPayState()
	buf := make([]engine.Action, 0, 4096)
	n := 0
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		n = 0
		for _, p := range benchPends {
			buf = s.legalPayments(0, p, buf[:0])
			n += len(buf)
		}
	}
	b.ReportMetric(float64(n), "payments/op")
}

// the Burial Chamber's step 8 with the Architect: the largest list.
func BenchmarkLegalPaymentsBurial8(b *testing.B) {
	s := richPayState()
	buf := make([]engine.Action, 0, 4096)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		buf = s.legalPayments(0, pending{quarter: BUR}, buf[:0])
	}
	b.ReportMetric(float64(len(buf)), "payments/op")
}

func BenchmarkCheapestPayment(b *testing.B) {
	s := richPayState()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		for _, p := range benchPends {
			if s.cheapestPayment(0, p) < 0 {
				b.Fatal("no payment")
			}
		}
	}
}

// plainPayState: a mid-game hand without Scribes or access Nobles.
func plainPayState() *State {
	s := payState(4)
	s.payFace(BUR, JUS)
	pl := &s.pl[0]
	pl.Res = [NumRes]int8{2, 1, 3, 0, 2, 1}
	pl.Off[OffRes+JUS] = 1
	pl.Off[OffQuarter+BUR] = 1
	pl.BC = 2
	return s
}

func BenchmarkCanPayPlain(b *testing.B) {
	s := plainPayState()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		for _, p := range benchPends {
			s.canPay(0, p)
		}
	}
}

func BenchmarkLegalPaymentsPlain(b *testing.B) {
	s := plainPayState()
	buf := make([]engine.Action, 0, 4096)
	n := 0
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		n = 0
		for _, p := range benchPends {
			buf = s.legalPayments(0, p, buf[:0])
			n += len(buf)
		}
	}
	b.ReportMetric(float64(n), "payments/op")
}

// Legal's questions at once.
func BenchmarkPayableTargetsPlain(b *testing.B) {
	s := plainPayState()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s.payableTargets(0)
	}
}

func BenchmarkPayableTargets(b *testing.B) {
	s := richPayState()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s.payableTargets(0)
	}
}
