// The Connect Four solver's transposition table: its slots, and the memory
// they live in. Used by the search (connectfoursearch.h) and its engine
// (connectfoursolver.cpp) only.
//
// Nearly all the time goes into waiting for table slots to come from memory
// (a probe lands anywhere in tens of MiB), so the table is built to need as
// few and as short waits as possible: small slots, 2 MiB pages, and every
// child's bucket prefetched before it is needed (prefetchChildren()).
#pragma once

#include "core/ai/tablememory.h"

#include <atomic>
#include <cstdint>
#include <type_traits>

namespace quatre::connectfour_detail {

// One slot of the table: bounds on one position's score. `check` holds the
// bits of the position's scrambled key that the slot's index does not, so an
// index and a check name one position exactly (no false hits). `generation`
// lets clearTable() empty the table in constant time: a slot written in an
// older generation counts as empty. Searches start at generation 1, so the
// all-zero slots of fresh memory (allocateTable()) are empty too.
//
// Slots come in pairs, a bucket, that a position may use either of (one
// cache line holds both). The first keeps the result that cost the most
// nodes to find, the second the newest: with a single slot, the many cheap
// results near the leaves kept pushing out the few costly ones near the root,
// which a long search then had to find again. On hard 6 x 7 openings this
// cut the nodes by a quarter and the time by about as much (see
// core/solver/README.md).
// A costly result of an earlier solve() gives way to any of the current one:
// the Perfect level keeps its table for a whole session, and without that the
// first slots would fill with the costly results of long-gone positions.
template <class Check>
struct Slot {
    Check check;
    std::int8_t lower, upper;
    std::uint8_t generation;
    std::uint8_t work; // how many nodes the result cost: their count's bit width (6 bits)
    std::uint8_t age; // the solve() that wrote it, modulo 4 (2 bits)
};

// Where a slot lives. The table is shared by every search thread (see
// SolverEngine), which read and write it without waiting for each other, so a
// slot must never be read half written: a torn read could pair one position's
// check with another's bounds, and give a wrong score.
//
// On 6 x 7 (a 32-bit check) the whole slot is one 64-bit word, read and
// written with single atomic loads and stores (relaxed: the word carries all
// there is to know, nothing else is published with it). No torn read is
// possible, and no store costs more than a plain one.
struct PackedSlot {
    std::atomic<std::uint64_t> word;

    Slot<std::uint32_t> load() const
    {
        const std::uint64_t w = word.load(std::memory_order_relaxed);
        return {static_cast<std::uint32_t>(w),
                static_cast<std::int8_t>(static_cast<std::uint8_t>(w >> 32)),
                static_cast<std::int8_t>(static_cast<std::uint8_t>(w >> 40)),
                static_cast<std::uint8_t>(w >> 48),
                static_cast<std::uint8_t>((w >> 56) & 63),
                static_cast<std::uint8_t>(w >> 62)};
    }
    void store(const Slot<std::uint32_t> &s, bool /*exclusive*/)
    {
        word.store(std::uint64_t{s.check} | std::uint64_t{static_cast<std::uint8_t>(s.lower)} << 32
                       | std::uint64_t{static_cast<std::uint8_t>(s.upper)} << 40 | std::uint64_t{s.generation} << 48
                       | std::uint64_t{s.work & 63u} << 56 | std::uint64_t{s.age & 3u} << 62,
                   std::memory_order_relaxed);
    }
    void clear() { word.store(0, std::memory_order_relaxed); }
};

// On the other boards a check takes 64 or 128 bits and the slot does not fit
// one word: each slot is its own seqlock. The word `data` holds the bounds,
// generation, work and age in its low half and a sequence number in its high
// half, odd while a writer is at work. A writer takes the slot by moving the
// number from even to odd with a compare-and-swap (if it is odd, or the swap
// fails, another thread is writing: the store is dropped, which is always
// safe, a table may forget anything), writes the check's words, then `data`
// with the number 2 higher. A reader loads `data`, the check, then `data`
// again, and takes the slot as empty unless both loads of `data` are equal
// and even. The check's words are stored with release and loaded with
// acquire: a reader that sees a word of a writer's check therefore also sees
// that writer's odd number, or a later one, in its second load. So a slot is
// only ever read whole, exactly, as long as no slot is written 2^31 times
// between the two loads of one read. The price is a compare-and-swap on each
// store, paid only when more than one thread searches (`exclusive` false).
template <class Check>
struct alignas(sizeof(Check) == 8 ? 16 : 32) LockedSlot {
    static constexpr int kCheckWords = static_cast<int>(sizeof(Check) / 8);
    std::atomic<std::uint64_t> checkWords[kCheckWords];
    std::atomic<std::uint64_t> data;

    static std::uint64_t fields(const Slot<Check> &s)
    {
        return std::uint64_t{static_cast<std::uint8_t>(s.lower)}
        | std::uint64_t{static_cast<std::uint8_t>(s.upper)} << 8 | std::uint64_t{s.generation} << 16
            | std::uint64_t{s.work & 63u} << 24 | std::uint64_t{s.age & 3u} << 30;
    }

    Slot<Check> load() const
    {
        const std::uint64_t before = data.load(std::memory_order_acquire);
        Check check = 0;
        for (int i = 0; i < kCheckWords; ++i)
            check |= static_cast<Check>(checkWords[i].load(std::memory_order_acquire)) << (64 * i);
        const std::uint64_t after = data.load(std::memory_order_relaxed);
        if (before != after || ((before >> 32) & 1))
            return {}; // being written: generation 0, an empty slot
        return {check,
                static_cast<std::int8_t>(static_cast<std::uint8_t>(before)),
                static_cast<std::int8_t>(static_cast<std::uint8_t>(before >> 8)),
                static_cast<std::uint8_t>(before >> 16),
                static_cast<std::uint8_t>((before >> 24) & 63),
                static_cast<std::uint8_t>((before >> 30) & 3)};
    }
    void store(const Slot<Check> &s, bool exclusive)
    {
        std::uint64_t d = data.load(std::memory_order_relaxed);
        const std::uint64_t sequence = d >> 32;
        if (!exclusive
            && ((sequence & 1)
                || !data.compare_exchange_strong(d, (d & 0xffffffffu) | ((sequence + 1) & 0xffffffffu) << 32,
                                                 std::memory_order_acquire, std::memory_order_relaxed)))
            return;
        for (int i = 0; i < kCheckWords; ++i)
            checkWords[i].store(static_cast<std::uint64_t>(s.check >> (64 * i)), std::memory_order_release);
        data.store(fields(s) | ((sequence + 2) & 0xffffffffu) << 32, std::memory_order_release);
    }
    void clear()
    {
        for (int i = 0; i < kCheckWords; ++i)
            checkWords[i].store(0, std::memory_order_relaxed);
        data.store(0, std::memory_order_relaxed);
    }
};

template <class Check>
using SlotStorage = std::conditional_t<std::is_same_v<Check, std::uint32_t>, PackedSlot, LockedSlot<Check>>;

// Empties every slot for real, for when the generation counter wraps (see
// Slot): a slot left from 256 generations ago would otherwise count as new.
template <class Storage>
void clearSlots(Storage *table, std::size_t count)
{
    for (std::size_t i = 0; i < count; ++i)
        table[i].clear();
}

// How many slots hold a result of `generation`: the ones a probe can find.
template <class Storage>
std::size_t filledSlots(const Storage *table, std::size_t count, std::uint8_t generation)
{
    std::size_t filled = 0;
    for (std::size_t i = 0; i < count; ++i)
        filled += table[i].load().generation == generation;
    return filled;
}

} // namespace quatre::connectfour_detail
