// A Quarto piece and its four attributes.
//
// A piece is a number 0..15 whose four bits are its attributes; a clear bit is
// the first value of the attribute, a set bit the second:
//   bit 0 colour  light (L) / dark   (D)
//   bit 1 height  short (S) / tall   (T)
//   bit 2 shape   square(Q) / round  (R)
//   bit 3 fill    solid (F) / hollow (H)
// In text a piece is its four letters in that order, e.g. "DTRH" is piece 15,
// "LSQF" piece 0 (letters read in any case).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace quatre {

using Piece = int;
inline constexpr Piece kNoPiece = -1;
inline constexpr int kPieceCount = 16;
inline constexpr int kAttributeCount = 4;
inline constexpr unsigned kAllAttributes = 0xF;

// A set of pieces as a 16-bit mask: bit p for piece p.
using PieceSet = std::uint16_t;
inline constexpr PieceSet kAllPieces = 0xFFFF;

constexpr PieceSet pieceBit(Piece p)
{
    return static_cast<PieceSet>(1u << p);
}

struct AttributeNames {
    char clearLetter, setLetter; // the letters used in the notation
    std::string_view clearName, setName; // "short" / "tall", for "all tall"
    std::string_view attribute; // "height"
};

inline constexpr std::array<AttributeNames, kAttributeCount> kAttributes{{
    {'L', 'D', "light", "dark", "colour"},
    {'S', 'T', "short", "tall", "height"},
    {'Q', 'R', "square", "round", "shape"},
    {'F', 'H', "solid", "hollow", "fill"},
}};

// What four pieces (or any group) have in common. An attribute is shared when
// all pieces have its bit set (in `set`) or all have it clear (in `clear`).
struct SharedAttributes {
    unsigned set = 0; // attribute bits every piece has set
    unsigned clear = 0; // attribute bits every piece has clear

    bool any() const { return (set | clear) != 0; }
    friend bool operator==(const SharedAttributes &, const SharedAttributes &) = default;
};

// Start from "everything shared" and narrow with each piece of the group.
inline constexpr SharedAttributes kNothingSeenYet{kAllAttributes, kAllAttributes};

constexpr SharedAttributes narrow(SharedAttributes shared, Piece p)
{
    const unsigned bits = static_cast<unsigned>(p);
    return {shared.set & bits, shared.clear & ~bits & kAllAttributes};
}

// The pieces that would keep at least one of `shared` if added to the group:
// with three pieces in a line, the pieces that complete it. One table lookup,
// since the searches ask this at every node.
namespace detail {
inline constexpr std::array<PieceSet, 256> kCompleters = [] {
    std::array<PieceSet, 256> table{};
    for (unsigned index = 0; index < 256; ++index) {
        const unsigned set = index & 0xF, clear = index >> 4;
        PieceSet pieces = 0;
        for (unsigned p = 0; p < kPieceCount; ++p)
            if ((p & set) != 0 || (~p & clear & kAllAttributes) != 0)
                pieces = static_cast<PieceSet>(pieces | (1u << p));
        table[index] = pieces;
    }
    return table;
}();
} // namespace detail

constexpr PieceSet completers(SharedAttributes shared)
{
    return detail::kCompleters[(shared.set & 0xF) | ((shared.clear & 0xF) << 4)];
}

// "DTRH" for piece 15.
inline std::string pieceToText(Piece p)
{
    std::string text(kAttributeCount, ' ');
    for (int a = 0; a < kAttributeCount; ++a) {
        const auto &names = kAttributes[static_cast<std::size_t>(a)];
        text[static_cast<std::size_t>(a)] = (p >> a) & 1 ? names.setLetter : names.clearLetter;
    }
    return text;
}

// The value (0 or 1) of attribute `a` written by letter `c`, or nullopt.
inline std::optional<int> attributeValueFromLetter(int a, char c)
{
    const auto &names = kAttributes[static_cast<std::size_t>(a)];
    const char upper = (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
    if (upper == names.clearLetter)
        return 0;
    if (upper == names.setLetter)
        return 1;
    return std::nullopt;
}

// "tall", "light and round": the shared attributes as words, in bit order.
inline std::string describe(SharedAttributes shared)
{
    std::string text;
    for (int a = 0; a < kAttributeCount; ++a) {
        const auto &names = kAttributes[static_cast<std::size_t>(a)];
        const unsigned bit = 1u << a;
        if (((shared.set | shared.clear) & bit) == 0)
            continue;
        if (!text.empty())
            text += " and ";
        text += (shared.set & bit) ? names.setName : names.clearName;
    }
    return text;
}

} // namespace quatre
