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

// payStates collects the PhPay positions of random 5-player games: the
// hands payments meet in playouts.
func payStates(tb testing.TB) []*State {
	var out []*State
	var buf []engine.Action
	for g := uint64(0); g < 30; g++ {
		st, err := Game{}.NewState(engine.Options{"players": "5"}, g)
		if err != nil {
			tb.Fatal(err)
		}
		s := st.(*State)
		rng := engine.NewRNG(g)
		for s.CurrentPlayer() >= 0 {
			buf = s.Legal(buf[:0])
			if s.phase == PhPay {
				out = append(out, s.Clone().(*State))
			}
			if err := s.Apply(buf[rng.IntN(len(buf))]); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return out
}

func BenchmarkLegalPaymentsGame(b *testing.B) {
	sts := payStates(b)
	buf := make([]engine.Action, 0, 1024)
	n := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := sts[i%len(sts)]
		buf = s.legalPayments(int(s.actor), s.pend, buf[:0])
		n += len(buf)
	}
	b.ReportMetric(float64(n)/float64(b.N), "payments/op")
}

func BenchmarkPayableTargetsGame(b *testing.B) {
	sts := payStates(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := sts[i%len(sts)]
		s.payableTargets(int(s.actor))
	}
}
