// A thread's mark on a node near the root, in a small table of the nodes
// that the threads of one search are in at that moment (the put-off of busy
// moves, "simplified ABDADA": see kSharedPlies in the Quarto and 4Mation
// solvers). A hint only: slots are shared by hash, so a lost or stale mark
// changes the order of the moves, never a result.
#pragma once

#include <atomic>
#include <cstdint>

namespace quatre {

class BusyMark {
public:
    BusyMark() = default;
    BusyMark(const BusyMark &) = delete;
    BusyMark &operator=(const BusyMark &) = delete;
    // Clears the slot when the thread leaves the node, unless another
    // thread has marked it since.
    ~BusyMark()
    {
        if (m_slot)
            m_slot->compare_exchange_strong(m_mark, 0, std::memory_order_relaxed);
    }

    // Marks `slot` with `mark` (never 0, which is an empty slot).
    void set(std::atomic<std::uint64_t> &slot, std::uint64_t mark)
    {
        slot.store(mark, std::memory_order_relaxed);
        m_slot = &slot;
        m_mark = mark;
    }

private:
    std::atomic<std::uint64_t> *m_slot = nullptr;
    std::uint64_t m_mark = 0;
};

} // namespace quatre
