// How the Perfect level of every game spends its time budget: the exact
// solver and the Expert search run side by side, on two threads, each for the
// whole budget. The solver's answer is taken when it comes in time; otherwise
// the Expert move is played, and the level says it is not sure.
//
// Why side by side rather than one after the other (the solver for half the
// budget, then Expert for the rest): on a machine of two or more cores each
// search gets the whole budget, so the solver finishes about twice as many
// hard positions and the fallback searches as deep as the Expert level
// itself. On a single core the two threads share it, which is the same as
// taking turns.
#pragma once

#include "core/ai/ai.h"

#include <chrono>
#include <functional>
#include <optional>

namespace quatre {

// `exact(deadline)` runs the solver on the calling thread, polling `control`
// (the caller's), and returns the exact decision, or nullopt if the deadline
// passed or the caller cancelled first. `expert` reads `game` from the second
// thread, so `game` must not change until this returns; its progress reports
// go to `control.onProgress`, called on that thread.
//
// Returns the exact decision if there is one; else the Expert decision (exact
// only if its search reached the end of every line); else (cancelled) a
// decision with `cancelled` set.
using ExactSearch = std::function<std::optional<AiDecision>(std::chrono::steady_clock::time_point deadline)>;
AiDecision exactOrExpert(const Game &game, SearchControl &control, std::chrono::milliseconds budget, Ai &expert,
                         const ExactSearch &exact);

} // namespace quatre
