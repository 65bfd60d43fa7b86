// The transposition table of the 4Mation solver (fourmationsearch.h): bounds
// on the scores of the positions searched so far, each with the move that
// cut off there, so that a position met again (by another order of the same
// cubes, or by the next null window of the root's search) is settled or
// narrowed without a search, and otherwise tries that move first.
//
// A position is four sets of cells (FourMationTableKey), in the frame the
// solver chose for it. Bit layout: games/fourmation/fourmationboard.h; B is
// the bitboard type.
#pragma once

#include "core/ai/tablememory.h"
#include "core/solver/searchwindow.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>

namespace quatre {

// What a slot knows of a position. A cell of the position is one of
//   - a cube of the side to move on a line it can still complete: in `own`;
//   - the same of the opponent: in `theirs`;
//   - a dead cube, on no line its side can still complete: in `own` and `dead`;
//   - a free cell where this cube may go (all a search needs of the last
//     cube): in `own` and `theirs`;
//   - any other free cell: in neither;
// and under the official rule a free cell also says, in `dead` for the side
// to move and in `fallback` for the opponent, whether a dead cube of that
// side is next to it (no live one of the same side being so). Who owns a
// dead cube changes no four, only where a stuck player may go (next to any
// opponent cube), and for that these cells are all that is left to know:
// the cells that fill up later are free now. So positions that differ only
// in who owns their dead cubes share one slot, where the search meets them
// by different orders of the same cubes (a sixth to a quarter fewer nodes
// on the slow 7 x 7 positions). Near the root the solver leaves `dead` and
// `fallback` empty and keys the plain position, in its symmetric frame.
template <class B>
struct FourMationTableKey {
    B own = 0;
    B theirs = 0;
    B dead = 0;
    B fallback = 0;
};

// One slot: a position and a bound on its score. `generation` lets
// FourMationTable::clear() empty the table in constant time: a slot written
// in an older generation counts as empty.
template <class B>
struct FourMationTableEntry {
    B m_own = 0;
    B m_theirs = 0;
    B m_dead = 0;
    B m_fallback = 0;
    std::uint32_t m_workClass = 0; // bit width of the nodes searched to get this result
    std::int8_t m_value = 0;
    std::uint8_t m_isLowerBound = 0;
    std::uint8_t m_generation = 0;
    std::uint8_t m_bestMove = 0; // bit index + 1 of the move that cut off, 0 if none

    bool holds(const FourMationTableKey<B> &key, std::uint8_t generation) const
    {
        return m_generation == generation && sameCells(key);
    }
    bool sameCells(const FourMationTableKey<B> &key) const
    {
        return m_own == key.own && m_theirs == key.theirs && m_dead == key.dead && m_fallback == key.fallback;
    }
    int value() const { return m_value; }
    bool isLowerBound() const { return m_isLowerBound; }
    std::uint8_t generation() const { return m_generation; }
    int bestMove() const { return m_bestMove; }
    int workClass() const { return static_cast<int>(m_workClass); }
    void set(const FourMationTableKey<B> &key, int workClass, int value, bool lower, std::uint8_t generation,
             int bestMove)
    {
        *this = {key.own,
                 key.theirs,
                 key.dead,
                 key.fallback,
                 static_cast<std::uint32_t>(workClass),
                 static_cast<std::int8_t>(value),
                 static_cast<std::uint8_t>(lower),
                 generation,
                 static_cast<std::uint8_t>(bestMove)};
    }
};

// The same slot in 32 bytes for the boards up to 7 x 7, whose cells are the
// low 56 bits of a word (N x (N + 1) <= 56): the top byte of each word
// carries one small field, so that a bucket of two slots is one 64-byte
// cache line and the default table (2 MiB) fits the processor's L2 cache
// (5 % faster than the 40-byte slot, the same nodes).
//   word 0: own      | value (signed)
//   word 1: theirs   | generation
//   word 2: dead     | bestMove
//   word 3: fallback | isLowerBound (bit 56), workClass (bits 57-63)
template <>
struct FourMationTableEntry<std::uint64_t> {
    using Key = FourMationTableKey<std::uint64_t>;
    static constexpr int kFieldShift = 56;
    static constexpr std::uint64_t kCells = (std::uint64_t{1} << kFieldShift) - 1;
    std::array<std::uint64_t, 4> m_words{};

    bool holds(const Key &key, std::uint8_t generation) const
    {
        return m_words[1] == (key.theirs | std::uint64_t{generation} << kFieldShift)
            && (((m_words[0] ^ key.own) | (m_words[2] ^ key.dead) | (m_words[3] ^ key.fallback)) & kCells) == 0;
    }
    [[gnu::always_inline]] bool sameCells(const Key &key) const
    {
        const std::uint64_t differ =
            (m_words[0] ^ key.own) | (m_words[1] ^ key.theirs) | (m_words[2] ^ key.dead) | (m_words[3] ^ key.fallback);
        return (differ & kCells) == 0;
    }
    int value() const { return static_cast<std::int8_t>(m_words[0] >> kFieldShift); }
    std::uint8_t generation() const { return static_cast<std::uint8_t>(m_words[1] >> kFieldShift); }
    int bestMove() const { return static_cast<int>(m_words[2] >> kFieldShift); }
    bool isLowerBound() const { return (m_words[3] >> kFieldShift) & 1; }
    int workClass() const { return static_cast<int>(m_words[3] >> (kFieldShift + 1)); }
    void set(const Key &key, int workClass, int value, bool lower, std::uint8_t generation, int bestMove)
    {
        m_words[0] = key.own | std::uint64_t{static_cast<std::uint8_t>(value)} << kFieldShift;
        m_words[1] = key.theirs | std::uint64_t{generation} << kFieldShift;
        m_words[2] = key.dead | static_cast<std::uint64_t>(bestMove) << kFieldShift;
        m_words[3] = key.fallback | static_cast<std::uint64_t>(lower) << kFieldShift
            | static_cast<std::uint64_t>(workClass) << (kFieldShift + 1);
    }
};

// Two slots per bucket: the first keeps the result that cost the most
// nodes (the positions near the root, whose loss would be dear), the second
// takes everything else. A bucket of 32-byte slots is aligned to a cache line.
template <class B>
struct alignas(sizeof(FourMationTableEntry<B>) == 32 ? 64 : alignof(FourMationTableEntry<B>)) FourMationTableBucket {
    std::array<FourMationTableEntry<B>, 2> slots{};
};

template <class B>
class FourMationTable {
public:
    using Key = FourMationTableKey<B>;
    using Entry = FourMationTableEntry<B>;

    // 2^log2Slots slots (log2Slots >= 1), in zeroed memory (allocateTable():
    // large pages from 2 MiB): an all-zero slot is of generation 0, which
    // no search has, so it reads as empty.
    explicit FourMationTable(int log2Slots)
        : m_memory(allocateTable(sizeof(FourMationTableBucket<B>) << (log2Slots - 1)))
        , m_buckets(static_cast<FourMationTableBucket<B> *>(m_memory.get()))
        , m_bucketCount(std::size_t{1} << (log2Slots - 1))
        , m_bucketMask(m_bucketCount - 1)
    {}

    std::size_t bucketOf(const Key &key) const
    {
        const B own = key.own ^ (key.dead * 0x9E3779B97F4A7C15ULL);
        const B theirs = key.theirs ^ (key.fallback * 0xc2b2ae3d27d4eb4fULL);
        // Each multiplication carries a bit only upwards, so the high half is
        // folded down before it and after it: else the cells of the bottom
        // rows (the high bits) would never reach the bucket index, and
        // positions that differ only there would all meet in one bucket
        // (twice the nodes on the slowest 7 x 7 position).
        std::uint64_t h = (fold(own) * 0x9e3779b97f4a7c15ULL) ^ fold(theirs);
        h ^= h >> 32;
        h *= 0xbf58476d1ce4e5b9ULL;
        h ^= h >> 29;
        return static_cast<std::size_t>(h) & m_bucketMask;
    }

    // Asks the memory for `bucket` ahead of probe() or store(). Inlined by
    // force: GCC takes a function that only prefetches for one without
    // effect and drops the calls to it.
    [[gnu::always_inline]] void prefetch(std::size_t bucket) const { __builtin_prefetch(&m_buckets[bucket]); }

    // Narrows `window` by the bounds stored for `key` in `bucket` (both slots
    // may hold one, taken in the bucket's order). Returns the bound that
    // answers the window, if one does; else leaves in `bestMove` the stored
    // cutting move (bit index + 1 in the table's frame, 0 if none).
    [[gnu::always_inline]] std::optional<int> probe(std::size_t bucket, const Key &key, SearchWindow &window,
                                                    int &bestMove) const
    {
        for (const Entry &slot : m_buckets[bucket].slots) {
            if (!slot.holds(key, m_generation))
                continue;
            if (slot.bestMove())
                bestMove = slot.bestMove();
            if (slot.isLowerBound() ? window.raiseTo(slot.value()) : window.lowerTo(slot.value()))
                return slot.value();
        }
        return std::nullopt;
    }

    // Stores a bound (a lower one if `lower`, else an upper one) found with
    // `work` nodes. The first slot of the bucket goes to the costlier result,
    // measured in whole powers of two of nodes (which is all a slot has room
    // for).
    [[gnu::always_inline]] void store(std::size_t bucket, const Key &key, int value, bool lower, std::uint64_t work,
                                      int bestMove)
    {
        const int workClass = std::bit_width(work);
        Entry &first = m_buckets[bucket].slots[0];
        const bool takeFirst =
            first.generation() != m_generation || workClass >= first.workClass() || first.sameCells(key);
        Entry &slot = takeFirst ? first : m_buckets[bucket].slots[1];
        slot.set(key, workClass, value, lower, m_generation, bestMove);
    }

    // Forgets every stored result, in constant time but once every 255 calls.
    void clear()
    {
        if (++m_generation == 0) {
            std::fill(m_buckets, m_buckets + m_bucketCount, FourMationTableBucket<B>{});
            m_generation = 1;
        }
    }

    std::size_t bytes() const { return m_bucketCount * sizeof(FourMationTableBucket<B>); }

private:
    static std::uint64_t fold(B x)
    {
        std::uint64_t h = static_cast<std::uint64_t>(x);
        if constexpr (sizeof(B) > 8)
            h ^= static_cast<std::uint64_t>(x >> 64) * 0xc2b2ae3d27d4eb4fULL;
        return h;
    }

    TableMemory m_memory;
    FourMationTableBucket<B> *m_buckets;
    std::size_t m_bucketCount;
    std::size_t m_bucketMask;
    std::uint8_t m_generation = 1;
};

} // namespace quatre
