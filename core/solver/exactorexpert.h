// How the Perfect level of every game spends its time budget: the exact
// solver and the Expert search run side by side, on two threads. The solver's
// answer is taken when it comes in time; otherwise the Expert move is played,
// and the level says it is not sure.
//
// Why side by side rather than one after the other (the solver for half the
// budget, then Expert for the rest): on a machine of two or more cores each
// search gets the whole budget, so the solver finishes about twice as many
// hard positions and the fallback searches as deep as the Expert level
// itself. On a single core the two threads share it, which is the same as
// taking turns. Expert's thread is one beside the caller's: it runs at the
// helpers' share of a core (SearchControl::shares; a window keeps it under a
// whole core).
//
// A game whose solver usually finishes a little past the budget on one
// thread (Quarto's at 13 empty squares) gives Expert less than the whole
// budget: once Expert's time is up it stops, its last complete iteration
// stands as the fallback, and the solver goes on from its table on every
// core until the budget ends.
#pragma once

#include "core/ai/ai.h"

#include <chrono>
#include <functional>
#include <optional>

namespace quatre {

// `exact(deadline, threads)` runs the solver on the calling thread, polling
// `control` (the caller's), on up to `threads` threads (1 while Expert
// searches), and returns the exact decision, or nullopt if the deadline
// passed or the caller cancelled first; it is called a second time, with
// every core, if the first call ran out of Expert's time. `expert` reads
// `game` from the second thread, so `game` must not change until this
// returns; its progress reports go to `control.onProgress`, called on that
// thread.
//
// Expert searches for `expertTime` (at most the budget).
//
// Returns the exact decision if there is one; else the Expert decision (exact
// only if its search reached the end of every line); else (cancelled) a
// decision with `cancelled` set.
using ExactSearch =
    std::function<std::optional<AiDecision>(std::chrono::steady_clock::time_point deadline, int threads)>;
AiDecision exactOrExpert(const Game &game, SearchControl &control, std::chrono::milliseconds budget, Ai &expert,
                         const ExactSearch &exact, std::chrono::milliseconds expertTime);

} // namespace quatre
