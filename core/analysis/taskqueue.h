// The analysis's tasks, for its threads to take (see analyst.cpp): first the
// best of each group of moves, in order; then each move left, the moves of the
// focus's group before any other.
//
// Among the moves left, a thread keeps to the group of its last move while
// that group has moves, and else starts a group that no other thread is on.
// The moves of one group share much below their roots: a Quarto square's gives
// p and q meet again once each reply has put the other piece on the board (p,
// then q given back, is q, then p given back), and each thread's solver keeps
// what it found in a table of its own. Kept to one thread, a square's gives
// searched 4 % fewer nodes (core/analysis/README.md, How fast).
#pragma once

#include <cstddef>
#include <mutex>
#include <optional>
#include <vector>

namespace quatre {

struct AnalysisTask {
    bool groupBest = false;
    std::size_t index = 0; // into the groups, or into the legal moves
    int group = 0; // GameRules::moveGroupOf() of that move
};

class TaskQueue {
public:
    // `tasks`: every group's best first, then the moves; `threads` take them,
    // numbered from 0.
    TaskQueue(std::vector<AnalysisTask> tasks, std::size_t threads);

    bool anyLeft();
    // The next task for `thread`, or nullopt when none is left. `focusGroup`:
    // the group whose moves go before every other task but a group's best.
    std::optional<AnalysisTask> take(std::size_t thread, std::optional<int> focusGroup = std::nullopt);

private:
    bool skipTaken(); // with m_mutex held
    template <typename Wanted>
    std::optional<std::size_t> firstMove(Wanted wanted) const; // with m_mutex held

    std::vector<AnalysisTask> m_tasks;
    std::mutex m_mutex;
    std::vector<bool> m_taken;
    std::size_t m_next = 0; // no task before it is left
    std::vector<std::optional<int>> m_groupOf; // per thread, the group of its last move
};

} // namespace quatre
