// Quarto's board symmetries: exactly the permutations of the squares that map
// a rule's lines onto lines, checked against a blind search of all of them.
#include "core/games/quarto/quartosymmetries.h"

#include <QtTest>

#include <algorithm>
#include <set>

using namespace quatre;

namespace {

bool preservesLines(const QuartoSquarePermutation &p, int lineCount)
{
    std::set<unsigned> lines, images;
    for (int l = 0; l < lineCount; ++l) {
        const QuartoLine &line = kQuartoLines[static_cast<std::size_t>(l)];
        lines.insert(line.mask);
        unsigned image = 0;
        for (int s : line.squares)
            image |= 1u << p[static_cast<std::size_t>(s)];
        images.insert(image);
    }
    return lines == images;
}

// Every permutation of the squares that maps the lines onto lines, by
// backtracking: squares are given images in order, and a line whose squares
// all have images must land on a line.
void allLinePreservingMaps(QuartoSquarePermutation &p, int next, unsigned used, int lineCount,
                           std::vector<QuartoSquarePermutation> &found)
{
    for (int l = 0; l < lineCount; ++l) {
        const QuartoLine &line = kQuartoLines[static_cast<std::size_t>(l)];
        if (std::any_of(line.squares.begin(), line.squares.end(), [&](int s) { return s >= next; }))
            continue;
        unsigned image = 0;
        for (int s : line.squares)
            image |= 1u << p[static_cast<std::size_t>(s)];
        bool isLine = false;
        for (int m = 0; m < lineCount; ++m)
            isLine = isLine || kQuartoLines[static_cast<std::size_t>(m)].mask == image;
        if (!isLine)
            return;
    }
    if (next == kSquareCount) {
        found.push_back(p);
        return;
    }
    for (int t = 0; t < kSquareCount; ++t) {
        if ((used >> t) & 1u)
            continue;
        p[static_cast<std::size_t>(next)] = static_cast<std::uint8_t>(t);
        allLinePreservingMaps(p, next + 1, used | (1u << t), lineCount, found);
    }
}

} // namespace

class TestQuartoSymmetries : public QObject {
    Q_OBJECT

private slots:
    void boardSymmetriesAreExactlyTheLinePreservingMaps_data()
    {
        QTest::addColumn<bool>("squareRule");
        QTest::addColumn<int>("expected");
        QTest::newRow("standard: 32") << false << 32;
        QTest::newRow("square rule: 8") << true << 8;
    }
    void boardSymmetriesAreExactlyTheLinePreservingMaps()
    {
        QFETCH(bool, squareRule);
        QFETCH(int, expected);
        const int lineCount = squareRule ? kAllLineCount : kStandardLineCount;
        const auto &symmetries = quartoBoardSymmetries(squareRule);
        QCOMPARE(static_cast<int>(symmetries.size()), expected);
        for (const auto &p : symmetries)
            QVERIFY(preservesLines(p, lineCount));
        // Distinct, and all of them: a blind search finds no other.
        std::vector<QuartoSquarePermutation> all;
        QuartoSquarePermutation scratch{};
        allLinePreservingMaps(scratch, 0, 0, lineCount, all);
        std::set<QuartoSquarePermutation> listed(symmetries.begin(), symmetries.end());
        QCOMPARE(listed.size(), symmetries.size());
        QCOMPARE(std::set<QuartoSquarePermutation>(all.begin(), all.end()), listed);
        QuartoSquarePermutation identity{};
        for (int square = 0; square < kSquareCount; ++square)
            identity[static_cast<std::size_t>(square)] = static_cast<std::uint8_t>(square);
        QCOMPARE(symmetries.front(), identity);
    }
};

QTEST_APPLESS_MAIN(TestQuartoSymmetries)
#include "tst_quartosymmetries.moc"
