// The heuristic searches' table: a fresh one is empty in every slot (its
// memory comes zeroed, and zero is the empty mark), a stored entry comes back
// whole under its own key only, a later store in the slot replaces it, and the
// table keeps to its size, small or large.
#include "core/ai/tablememory.h"
#include "core/ai/transpositiontable.h"

#include <QtTest>

#include <cstdint>
#include <random>

using namespace quatre;

class TestTranspositionTable : public QObject {
    Q_OBJECT

private slots:
    void aFreshTableFindsNothing()
    {
        const TranspositionTable table(12);
        std::mt19937_64 random(7);
        for (int i = 0; i < 10000; ++i)
            QVERIFY(!table.find(random()));
        // Key 0 is the key a zeroed slot holds: still empty.
        QVERIFY(!table.find(0));
    }

    void anEntryComesBackWholeUnderItsOwnKeyOnly()
    {
        TranspositionTable table(10);
        const std::uint64_t key = 0x123456789abcdef0ULL;
        table.store(key, 7, -1234, TranspositionTable::Bound::Lower, 42);
        const TranspositionTable::Entry *found = table.find(key);
        QVERIFY(found);
        QCOMPARE(found->key, key);
        QCOMPARE(found->depth, std::int8_t{7});
        QCOMPARE(found->score, -1234);
        QCOMPARE(found->bound, TranspositionTable::Bound::Lower);
        QCOMPARE(found->move, std::int16_t{42});
        // The same slot (the low bits), another position.
        QVERIFY(!table.find(key ^ (std::uint64_t{1} << 40)));

        // Depth 0 and key 0 are entries like any other.
        table.store(0, 0, 0, TranspositionTable::Bound::Exact, kNoMove);
        QVERIFY(table.find(0));
        QCOMPARE(table.find(0)->move, std::int16_t{kNoMove});
    }

    void aLaterStoreInTheSlotReplacesTheEntry()
    {
        TranspositionTable table(10);
        const std::uint64_t first = 5, second = 5 + (std::uint64_t{1} << 10); // the same slot
        table.store(first, 3, 10, TranspositionTable::Bound::Upper, 1);
        table.store(second, 1, 20, TranspositionTable::Bound::Exact, 2);
        QVERIFY(!table.find(first));
        QVERIFY(table.find(second));
        QCOMPARE(table.find(second)->score, 20);
        // A different slot is untouched.
        table.store(6, 2, 30, TranspositionTable::Bound::Exact, 3);
        QCOMPARE(table.find(second)->score, 20);
        QCOMPARE(table.find(6)->score, 30);
    }

    void theTableKeepsToItsSize()
    {
        QCOMPARE(TranspositionTable(4).bytes(), 16 * sizeof(TranspositionTable::Entry));
        QCOMPARE(TranspositionTable(20).bytes(), (std::size_t{1} << 20) * sizeof(TranspositionTable::Entry));
        // Every slot of a small table holds its own key.
        TranspositionTable table(4);
        for (std::uint64_t key = 0; key < 16; ++key)
            table.store(key, 1, static_cast<int>(key), TranspositionTable::Bound::Exact, 0);
        for (std::uint64_t key = 0; key < 16; ++key)
            QCOMPARE(table.find(key)->score, static_cast<int>(key));
    }

    void tableMemoryComesZeroedAndAligned()
    {
        for (std::size_t bytes : {std::size_t{64}, std::size_t{1000}, std::size_t{3} << 20}) {
            const TableMemory memory = allocateTable(bytes);
            const auto *bytesSeen = static_cast<const unsigned char *>(memory.get());
            QCOMPARE(reinterpret_cast<std::uintptr_t>(bytesSeen) % 64, std::uintptr_t{0});
            for (std::size_t i = 0; i < bytes; i += 61)
                QCOMPARE(bytesSeen[i], static_cast<unsigned char>(0));
            QCOMPARE(bytesSeen[bytes - 1], static_cast<unsigned char>(0));
        }
    }
};

QTEST_GUILESS_MAIN(TestTranspositionTable)
#include "tst_transpositiontable.moc"
