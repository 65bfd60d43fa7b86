// An opening book for Connect Four: the Perfect level's move, and its exact
// score, for the opening positions its solver cannot finish within a move's
// budget. The 6 x 7 book ships with the program (resources/book/, made by
// `quatre-cli book`, see ui/cli/bookcommand.cpp).
//
// File format, version 2 (all integers little-endian):
//
//     bytes 0-3    "Q4BK"
//     byte  4      format version (2)
//     bytes 5-6    rows, columns
//     byte  7      the deepest ply of the Perfect level's own lines the
//                  builder covered (of those lines, the book holds only the
//                  positions where the Perfect level is to move)
//     byte  8      the book holds every position with at most this many
//                  plies played, whoever played them (0: no such promise)
//     bytes 9-11   zero
//     bytes 12-15  number of entries, n
//     then n entries of 8 bytes, in strictly increasing order:
//         bits 12-63  the position's key (see keyOf())
//         bits 7-11   the column to play, 0-based
//         bits 0-6    the exact score + 64 (solver convention, see
//                     connectfoursolver.h)
//
// Version 1, still read, had no byte 8 and the count in bytes 8-11.
//
// A position and its mirror image share one entry, under the smaller of the
// two keys, so a book is about half the size it would otherwise be.
#pragma once

#include "core/games/connectfour/connectfoursolver.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace quatre {

class ConnectFourBook {
public:
    // Books exist for boards whose key fits its 52 bits (6 x 7 needs 49).
    static bool supportsSize(int rows, int columns);

    ConnectFourBook(int rows, int columns, int maxPlies = 0);

    // A book from the bytes of a file; on failure an explanation of what is
    // wrong with them (nothing is half-loaded).
    static std::variant<ConnectFourBook, std::string> fromBytes(std::string_view bytes);
    std::string toBytes() const;

    int rows() const { return m_rows; }
    int columns() const { return m_columns; }
    int maxPlies() const { return m_maxPlies; }
    void setMaxPlies(int plies) { m_maxPlies = plies; }
    // Every position with at most this many plies played is in the book
    // (see the format above); whoever makes the book keeps the promise.
    int completePlies() const { return m_completePlies; }
    void setCompletePlies(int plies) { m_completePlies = plies; }
    std::size_t size() const { return m_entries.size(); }

    // The stored choice for `game` or for its mirror image (then mirrored
    // back), or nullopt if the book does not hold it or is of another size.
    std::optional<ConnectFourSolver::Choice> find(const ConnectFour &game) const;
    // Adds or replaces the choice for `game` (and so for its mirror image).
    void insert(const ConnectFour &game, ConnectFourSolver::Choice choice);

    // One number per position, unique on the board: each column's discs of
    // the side to move, plus a marker bit just above the column's top disc.
    static std::uint64_t keyOf(const ConnectFour &game);
    // The key a position shares with its mirror image: the smaller of the two.
    static std::uint64_t canonicalKey(const ConnectFour &game);

    // The books the Perfect level consults, one a board size, shared by every
    // thread; none until the program installs them at start (the window and
    // quatre-cli load the shipped books). Installing a book (not null)
    // replaces the one of its size. Safe to call from any thread.
    static void install(std::shared_ptr<const ConnectFourBook> book);
    static void uninstallAll();
    static std::shared_ptr<const ConnectFourBook> installed(int rows, int columns);

private:
    static std::uint64_t mirroredKey(std::uint64_t key, int rows, int columns);
    int mirroredColumn(int column) const { return m_columns - 1 - column; }

    int m_rows;
    int m_columns;
    int m_maxPlies;
    int m_completePlies = 0;
    std::vector<std::uint64_t> m_entries; // packed as in the file, sorted
};

} // namespace quatre
