// The groups of four squares that can win a Quarto game.
//
// Squares are numbered 0..15 as row * 4 + column, row 0 being the top row as
// drawn (the same rows and columns as Cell). The first kStandardLineCount lines
// (4 rows, 4 columns, 2 main diagonals) always count; the 9 blocks of 2x2 that
// follow count only under the square rule, so a game picks the prefix it uses.
#pragma once

#include <array>
#include <cstdint>

namespace quatre {

inline constexpr int kQuartoSide = 4;
inline constexpr int kSquareCount = kQuartoSide * kQuartoSide;

// A set of squares as a 16-bit mask: bit s for square s.
using SquareSet = std::uint16_t;

struct QuartoLine {
    std::array<int, 4> squares;
    SquareSet mask;
};

inline constexpr int kStandardLineCount = 10;
inline constexpr int kAllLineCount = kStandardLineCount + 9;

inline constexpr std::array<QuartoLine, kAllLineCount> kQuartoLines = [] {
    std::array<QuartoLine, kAllLineCount> lines{};
    int n = 0;
    auto add = [&](int a, int b, int c, int d) {
        lines[static_cast<std::size_t>(n++)] = {{a, b, c, d},
                                                static_cast<SquareSet>((1u << a) | (1u << b) | (1u << c) | (1u << d))};
    };
    for (int r = 0; r < kQuartoSide; ++r)
        add(r * 4, r * 4 + 1, r * 4 + 2, r * 4 + 3);
    for (int c = 0; c < kQuartoSide; ++c)
        add(c, c + 4, c + 8, c + 12);
    add(0, 5, 10, 15);
    add(3, 6, 9, 12);
    for (int r = 0; r < kQuartoSide - 1; ++r)
        for (int c = 0; c < kQuartoSide - 1; ++c)
            add(r * 4 + c, r * 4 + c + 1, r * 4 + c + 4, r * 4 + c + 5);
    return lines;
}();

// For each square, the indices of the lines through it: standard lines first
// (at most 3), then 2x2 blocks (at most 4), so a prefix again selects a rule.
struct LinesThroughSquare {
    std::array<std::uint8_t, 7> lines{};
    std::uint8_t standardCount = 0;
    std::uint8_t allCount = 0;
};

inline constexpr std::array<LinesThroughSquare, kSquareCount> kLinesThrough = [] {
    std::array<LinesThroughSquare, kSquareCount> through{};
    for (int s = 0; s < kSquareCount; ++s) {
        auto &t = through[static_cast<std::size_t>(s)];
        for (int l = 0; l < kAllLineCount; ++l) {
            if ((kQuartoLines[static_cast<std::size_t>(l)].mask >> s) & 1u) {
                t.lines[t.allCount++] = static_cast<std::uint8_t>(l);
                if (l < kStandardLineCount)
                    ++t.standardCount;
            }
        }
    }
    return through;
}();

} // namespace quatre
