// A fixed-size, always-replace transposition table for the heuristic searches.
//
// Each slot remembers one position by its full 64-bit hash, the depth it was
// searched to, the score and what kind of bound that score is, and the best
// move found, which the search tries first next time. The size is fixed when
// the table is made (a power of two), so memory stays bounded whatever the
// search does.
#pragma once

#include "core/ai/tablememory.h"
#include "core/game.h"

#include <cstddef>
#include <cstdint>

namespace quatre {

class TranspositionTable {
public:
    // Exact, Lower, Upper: the score is the position's value, or a bound on
    // it from below or above. None: an empty slot, the zero that fresh
    // memory holds.
    enum class Bound : std::uint8_t { None, Exact, Lower, Upper };

    struct Entry {
        std::uint64_t key;
        std::int32_t score;
        std::int16_t move;
        std::int8_t depth;
        Bound bound;
    };

    // The slots' memory comes zeroed in large pages (allocateTable()), ready
    // at once: an Expert AI is made for every analysis that estimates, and
    // writing an empty mark into each of 2^20 slots would cost 4,096 page
    // faults (45-60 ms) every time.
    explicit TranspositionTable(int log2Slots)
        : m_memory(allocateTable(sizeof(Entry) << log2Slots))
        , m_slots(static_cast<Entry *>(m_memory.get()))
        , m_mask((std::size_t{1} << log2Slots) - 1)
    {}

    const Entry *find(std::uint64_t key) const
    {
        const Entry &e = m_slots[key & m_mask];
        return (e.bound != Bound::None && e.key == key) ? &e : nullptr;
    }

    void store(std::uint64_t key, int depth, int score, Bound bound, Move move)
    {
        m_slots[key & m_mask] =
            Entry{key, score, static_cast<std::int16_t>(move), static_cast<std::int8_t>(depth), bound};
    }

    std::size_t bytes() const { return (m_mask + 1) * sizeof(Entry); }

private:
    TableMemory m_memory;
    Entry *m_slots;
    std::size_t m_mask;
};

} // namespace quatre
