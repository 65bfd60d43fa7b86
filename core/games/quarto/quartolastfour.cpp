#include "core/games/quarto/quartolastfour.h"

#include <bit>
#include <cstdint>

// The fillings. Pieces are named by their place among the four left: 0 the
// piece in hand, 1 to 3 the others in increasing order; squares by their place
// among the four empty ones, in increasing order. Filling x puts the hand on
// square x / 6, and the others on the three squares left, in increasing order,
// as the (x % 6)-th permutation of (1, 2, 3) in lexicographic order. So the six
// fillings that put the hand on square i are bits 6i to 6i + 5 of a mask.
//
// The game from four empty squares: we place the hand (the 1st placement) and
// give k; they place k (the 2nd) and give j; we place j (the 3rd) and give the
// last piece l; they place l (the 4th). A filling with the order (k, j, l) is
// one ending. The first line of four completed decides it, and a line is
// completed by the placement of its last empty square's piece. So the ending
// is lost at once (-3) if a line of four has only the hand and k on its empty
// squares; else won (2) if one has no l on them; else lost on the last
// placement (-1) if the full board has one; else drawn (0). No line of four
// has the hand alone on its empty squares: the hand would win at once.
//
// Our last choice, where j goes, is between the two fillings that differ by
// swapping j and l; theirs before it, where k goes and which j they give; ours
// first, where the hand goes and which k we give.

namespace quatre {

namespace {

constexpr int kPlaces = 4;
constexpr int kFillings = 24;
constexpr unsigned kAllFillings = (1u << kFillings) - 1;
constexpr unsigned kAllPlaces = (1u << kPlaces) - 1;

constexpr std::array<std::array<int, 3>, 6> kPermutations{
    {{1, 2, 3}, {1, 3, 2}, {2, 1, 3}, {2, 3, 1}, {3, 1, 2}, {3, 2, 1}}};

// kPieceOn[x][i]: the piece that filling x puts on square i.
constexpr std::array<std::array<int, kPlaces>, kFillings> kPieceOn = [] {
    std::array<std::array<int, kPlaces>, kFillings> on{};
    for (int x = 0; x < kFillings; ++x) {
        const auto &others = kPermutations[static_cast<std::size_t>(x % 6)];
        int next = 0;
        for (int i = 0; i < kPlaces; ++i)
            on[static_cast<std::size_t>(x)][static_cast<std::size_t>(i)] =
                i == x / 6 ? 0 : others[static_cast<std::size_t>(next++)];
    }
    return on;
}();

// kWithin[squares][pieces]: the fillings that put only `pieces` on `squares`
// (both sets of places, as 4-bit masks).
constexpr std::array<std::array<unsigned, 16>, 16> kWithin = [] {
    std::array<std::array<unsigned, 16>, 16> within{};
    for (unsigned squares = 0; squares < 16; ++squares) {
        for (unsigned pieces = 0; pieces < 16; ++pieces) {
            unsigned fillings = 0;
            for (int x = 0; x < kFillings; ++x) {
                bool inside = true;
                for (int i = 0; i < kPlaces; ++i)
                    if ((squares >> i) & 1u)
                        inside = inside
                            && ((pieces >> kPieceOn[static_cast<std::size_t>(x)][static_cast<std::size_t>(i)]) & 1u);
                if (inside)
                    fillings |= 1u << x;
            }
            within[squares][pieces] = fillings;
        }
    }
    return within;
}();

// kBitLanes[p]: a 1 at the bottom of lane a of a word of four 16-bit lanes if
// piece p has attribute a's bit set.
constexpr std::array<std::uint64_t, kPieceCount> kBitLanes = [] {
    std::array<std::uint64_t, kPieceCount> lanes{};
    for (std::size_t p = 0; p < kPieceCount; ++p)
        for (std::size_t a = 0; a < kAttributeCount; ++a)
            lanes[p] |= std::uint64_t{(p >> a) & 1u} << (16 * a);
    return lanes;
}();

// kLinesOfSquare[s]: the lines through square s, as a mask of indices into
// kQuartoLines.
constexpr std::array<std::uint32_t, kSquareCount> kLinesOfSquare = [] {
    std::array<std::uint32_t, kSquareCount> lines{};
    for (std::size_t l = 0; l < kQuartoLines.size(); ++l)
        for (std::size_t s = 0; s < kSquareCount; ++s)
            if ((kQuartoLines[l].mask >> s) & 1u)
                lines[s] |= std::uint32_t{1} << l;
    return lines;
}();

// The pairs of pieces besides the hand, as swapPieces() takes them: index
// j + l - 3 for the pair {j, l}.
constexpr std::array<std::array<int, 2>, 3> kPairs{{{1, 2}, {1, 3}, {2, 3}}};

// kSwapBytes[pair][b][v]: the fillings that those of byte b of a mask (its
// value v) become when the pair's two pieces change places.
constexpr auto kSwapBytes = [] {
    std::array<std::array<std::array<unsigned, 256>, 3>, 3> table{};
    for (std::size_t pair = 0; pair < kPairs.size(); ++pair) {
        const int a = kPairs[pair][0], b = kPairs[pair][1];
        std::array<int, kFillings> image{};
        for (int x = 0; x < kFillings; ++x) {
            for (int y = 0; y < kFillings; ++y) {
                bool swapped = true;
                for (std::size_t i = 0; i < kPlaces; ++i) {
                    const int p = kPieceOn[static_cast<std::size_t>(x)][i];
                    const int q = p == a ? b : p == b ? a : p;
                    swapped = swapped && kPieceOn[static_cast<std::size_t>(y)][i] == q;
                }
                if (swapped)
                    image[static_cast<std::size_t>(x)] = y;
            }
        }
        for (std::size_t byte = 0; byte < 3; ++byte)
            for (unsigned v = 0; v < 256; ++v)
                for (unsigned bit = 0; bit < 8; ++bit)
                    if ((v >> bit) & 1u)
                        table[pair][byte][v] |= 1u << image[byte * 8 + bit];
    }
    return table;
}();

unsigned swapPieces(unsigned fillings, int pair)
{
    const auto &bytes = kSwapBytes[static_cast<std::size_t>(pair)];
    return bytes[0][fillings & 0xFF] | bytes[1][(fillings >> 8) & 0xFF] | bytes[2][fillings >> 16];
}

} // namespace

QuartoLastFour::QuartoLastFour(const std::array<SquareSet, kAttributeCount> &attribute, SquareSet occupied, Piece hand,
                               PieceSet remaining, int lineCount)
{
    // Per attribute, the places of the pieces that have its bit set: lane a
    // of a word of four 16-bit lanes holds attribute a's.
    std::uint64_t withBitLanes = kBitLanes[static_cast<std::size_t>(hand)];
    unsigned others = remaining;
    for (int place = 1; place < kPlaces; ++place, others &= others - 1)
        withBitLanes |= kBitLanes[static_cast<std::size_t>(std::countr_zero(others))] << place;
    const auto withBit = std::bit_cast<std::array<std::uint16_t, kAttributeCount>>(withBitLanes);

    // The empty squares, and the lines through them.
    std::array<std::uint8_t, kSquareCount> placeBit{}; // a bit for its place, or 0
    std::uint32_t lines = 0;
    unsigned free = static_cast<SquareSet>(~occupied);
    for (unsigned place = 0; place < kPlaces; ++place, free &= free - 1) {
        const auto square = static_cast<std::size_t>(std::countr_zero(free));
        placeBit[square] = static_cast<std::uint8_t>(1u << place);
        lines |= kLinesOfSquare[square];
    }
    lines &= (std::uint32_t{1} << lineCount) - 1;

    unsigned anyLine = 0, without1 = 0, without2 = 0, without3 = 0, handAnd1 = 0, handAnd2 = 0, handAnd3 = 0;
    for (; lines != 0; lines &= lines - 1) {
        const auto l = static_cast<std::size_t>(std::countr_zero(lines));
        const unsigned mask = kQuartoLines[l].mask;
        const auto on = static_cast<SquareSet>(mask & occupied);
        const std::array<int, 4> &squares = kQuartoLines[l].squares;
        const unsigned emptyPlaces = placeBit[static_cast<std::size_t>(squares[0])]
            | placeBit[static_cast<std::size_t>(squares[1])] | placeBit[static_cast<std::size_t>(squares[2])]
            | placeBit[static_cast<std::size_t>(squares[3])];
        const std::array<unsigned, 16> &within = kWithin[emptyPlaces];
        // The fillings that make the line one of four: for some attribute,
        // its pieces on the board and the pieces put on its empty squares
        // all have the bit set, or all clear. Without branches: which lines
        // can still be made is what the processor cannot predict.
        unsigned fillings = 0;
        for (std::size_t a = 0; a < kAttributeCount; ++a) {
            const auto set = static_cast<SquareSet>(attribute[a] & on);
            fillings |= within[withBit[a]] & (0u - static_cast<unsigned>(set == on));
            fillings |= within[~withBit[a] & kAllPlaces] & (0u - static_cast<unsigned>(set == 0));
        }
        anyLine |= fillings;
        without1 |= fillings & within[0b1101];
        without2 |= fillings & within[0b1011];
        without3 |= fillings & within[0b0111];
        handAnd1 |= fillings & within[0b0011];
        handAnd2 |= fillings & within[0b0101];
        handAnd3 |= fillings & within[0b1001];
    }
    m_anyLine = anyLine;
    m_lineWithout = {0, without1, without2, without3};
    m_lineOfHandAnd = {0, handAnd1, handAnd2, handAnd3};
}

bool QuartoLastFour::scoreAtLeast(int threshold) const
{
    // Per last piece l, the endings that reach the threshold unless the
    // second placement already lost.
    std::array<unsigned, kPlaces> reached{};
    for (std::size_t l = 1; l < kPlaces; ++l)
        reached[l] = threshold >= 2 ? m_lineWithout[l] : threshold >= 0 ? m_lineWithout[l] | ~m_anyLine : kAllFillings;
    for (std::size_t k = 1; k < kPlaces; ++k) {
        // The two pieces they can give back, j, and the last piece l with each.
        const std::size_t first = k == 1 ? 2 : 1, second = k == 3 ? 2 : 3;
        const auto pair = static_cast<int>(first + second - 3);
        const unsigned safe = ~m_lineOfHandAnd[k] & kAllFillings;
        const unsigned givingFirst = safe & reached[second], givingSecond = safe & reached[first];
        // Where every reply of theirs leaves us the threshold, with our
        // choice of the square for the piece they give.
        const unsigned kept =
            (givingFirst | swapPieces(givingFirst, pair)) & (givingSecond | swapPieces(givingSecond, pair));
        // Giving k after placing the hand on square i reaches the threshold
        // if every filling with the hand there does: bits 6i to 6i + 5.
        unsigned run = kept & kept >> 1;
        run &= run >> 2;
        run &= run >> 2;
        if (run & 0x041041u)
            return true;
    }
    return false;
}

int QuartoLastFour::score(int alpha, int beta) const
{
    if (scoreAtLeast(0)) {
        if (beta <= 0)
            return 0; // at least 0: enough to fail high
        return scoreAtLeast(2) ? 2 : 0;
    }
    if (alpha >= -1)
        return -1; // at most -1: enough to fail low
    return scoreAtLeast(-1) ? -1 : -3;
}

} // namespace quatre
