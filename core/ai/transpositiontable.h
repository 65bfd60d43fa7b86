// A fixed-size, always-replace transposition table for the heuristic searches.
//
// Each slot remembers one position by its full 64-bit hash, the depth it was
// searched to, the score and what kind of bound that score is, and the best
// move found, which the search tries first next time. The size is fixed when
// the table is made (a power of two), so memory stays bounded whatever the
// search does.
#pragma once

#include "core/game.h"

#include <cstdint>
#include <vector>

namespace quatre {

class TranspositionTable {
public:
    enum class Bound : std::uint8_t { Exact, Lower, Upper };

    struct Entry {
        std::uint64_t key = 0;
        std::int32_t score = 0;
        std::int16_t move = kNoMove;
        std::int8_t depth = -1; // -1: empty slot
        Bound bound = Bound::Exact;
    };

    explicit TranspositionTable(int log2Slots)
        : m_slots(std::size_t{1} << log2Slots)
        , m_mask((std::size_t{1} << log2Slots) - 1)
    {}

    const Entry *find(std::uint64_t key) const
    {
        const Entry &e = m_slots[key & m_mask];
        return (e.depth >= 0 && e.key == key) ? &e : nullptr;
    }

    void store(std::uint64_t key, int depth, int score, Bound bound, Move move)
    {
        m_slots[key & m_mask] =
            Entry{key, score, static_cast<std::int16_t>(move), static_cast<std::int8_t>(depth), bound};
    }

    void clear() { std::fill(m_slots.begin(), m_slots.end(), Entry{}); }
    std::size_t bytes() const { return m_slots.size() * sizeof(Entry); }

private:
    std::vector<Entry> m_slots;
    std::size_t m_mask;
};

} // namespace quatre
