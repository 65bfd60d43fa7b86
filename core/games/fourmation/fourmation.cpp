#include "core/games/fourmation/fourmation.h"
#include "core/games/fourmation/fourmationproblems.h"

#include <cassert>

namespace quatre {

namespace {

// Zobrist keys: one per (seat, cell) for the cubes and one per "last cube on
// this cell" (index 0: no cube yet), from a fixed splitmix64 stream so that
// hashes are the same in every run.
struct ZobristKeys {
    std::array<std::array<std::uint64_t, FourMationGeometry::kMaxCells>, 2> cube{};
    std::array<std::uint64_t, FourMationGeometry::kMaxCells + 1> last{};
};

constexpr ZobristKeys makeZobristKeys()
{
    std::uint64_t state = 0x4d6174696f6e3034ULL;
    auto next = [&state] {
        std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    };
    ZobristKeys keys;
    for (auto &seat : keys.cube)
        for (auto &k : seat)
            k = next();
    for (std::size_t i = 1; i < keys.last.size(); ++i)
        keys.last[i] = next();
    return keys;
}

constexpr ZobristKeys kZobrist = makeZobristKeys();

std::uint64_t lastKey(Move move)
{
    return kZobrist.last[static_cast<std::size_t>(move + 1)];
}

} // namespace

FourMation::FourMation(int size, bool officialRule)
    : m_geometry(&FourMationGeometry::forSize(size))
    , m_size(size)
    , m_officialRule(officialRule)
{
    assert(isValidSize(size));
    m_history.reserve(static_cast<std::size_t>(size * size));
    updateLegalCells();
}

std::string FourMation::cellText(int size, Move move)
{
    return std::string(1, static_cast<char>('a' + move % size)) + std::to_string(move / size + 1);
}

std::variant<FourMation, ParseError> FourMation::fromText(int size, bool officialRule, std::string_view moves)
{
    if (!isValidSize(size))
        return makeParseError(FourMationProblem::BoardSize, 0, {std::to_string(size)});
    FourMation game(size, officialRule);
    if (auto error = game.playText(moves))
        return *error;
    return game;
}

std::optional<ParseError> FourMation::playText(std::string_view moves)
{
    FourMation game = *this; // so that nothing changes on an error
    const int size = m_size;
    const char lastLetter = static_cast<char>('a' + size - 1);
    std::size_t i = 0;
    while (i < moves.size()) {
        const char c = moves[i];
        // The character at fault, as the first two arguments of every problem.
        auto at = [&](std::size_t index, std::vector<std::string> more = {}) {
            std::vector<std::string> args{std::to_string(characterNumber(moves, index)), characterAt(moves, index)};
            args.insert(args.end(), more.begin(), more.end());
            return args;
        };
        if (c == ' ' || c == '\t') {
            ++i;
            continue;
        }
        const char letter = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
        if (letter < 'a' || letter > 'z')
            return makeParseError(FourMationProblem::NotAColumnLetter, i, at(i));
        if (letter > lastLetter)
            return makeParseError(FourMationProblem::NoSuchColumn, i,
                                  at(i, {std::string(1, letter), std::to_string(size), std::string(1, lastLetter)}));
        const std::size_t start = i++;
        if (i == moves.size() || moves[i] < '0' || moves[i] > '9') {
            if (i == moves.size())
                return makeParseError(FourMationProblem::RowMissing, start, at(start));
            return makeParseError(FourMationProblem::NotARowNumber, i, at(i, {std::string(1, c)}));
        }
        int row = 0;
        const std::size_t digitsStart = i;
        while (i < moves.size() && moves[i] >= '0' && moves[i] <= '9') {
            if (row <= kMaxSize) // beyond that it is off the board anyway; never overflow
                row = row * 10 + (moves[i] - '0');
            ++i;
        }
        const std::string moveText(moves.substr(start, i - start));
        if (moves[digitsStart] == '0')
            row = 0; // "a05" is not a way to write a5
        if (row < 1 || row > size)
            return makeParseError(
                FourMationProblem::NoSuchRow, digitsStart,
                at(digitsStart, {std::string(moves.substr(digitsStart, i - digitsStart)), std::to_string(size)}));
        const Move move = (row - 1) * size + (letter - 'a');
        if (game.isOver())
            return makeParseError(FourMationProblem::AlreadyOver, start, at(start, {moveText}));
        if (game.ownerAt(game.cellOf(move)) >= 0)
            return makeParseError(FourMationProblem::Occupied, start, at(start, {moveText}));
        if (!game.isLegal(move)) {
            const std::string last = cellText(size, game.lastMove());
            return makeParseError(game.officialRule() ? FourMationProblem::NotAdjacentNorOpponent
                                                      : FourMationProblem::NotAdjacent,
                                  start, at(start, {moveText, last}));
        }
        game.play(move);
    }
    *this = std::move(game);
    return std::nullopt;
}

void FourMation::updateLegalCells()
{
    m_fromFallback = false;
    const CellSet empty = m_geometry->board() & ~occupied();
    if (m_history.empty()) {
        m_legal = empty;
        return;
    }
    m_legal = m_geometry->neighboursOf(m_history.back()) & empty;
    if (m_legal == 0 && m_officialRule) {
        // Next to any cube of the player who just moved: the opponent of the side to move.
        m_legal = m_geometry->neighboursOfSet(m_cubes[static_cast<std::size_t>(1 - sideToMove())]) & empty;
        m_fromFallback = m_legal != 0;
    }
}

CellSet FourMation::legalCellsAfter(Move move) const
{
    const CellSet bit = m_geometry->bit(move);
    const CellSet empty = m_geometry->board() & ~(occupied() | bit);
    const CellSet around = m_geometry->neighboursOf(move) & empty;
    if (around != 0 || !m_officialRule)
        return around;
    return m_geometry->neighboursOfSet(m_cubes[static_cast<std::size_t>(sideToMove())] | bit) & empty;
}

std::vector<Move> FourMation::legalMoves() const
{
    std::vector<Move> moves;
    if (isOver())
        return moves;
    moves.reserve(static_cast<std::size_t>(countCells(m_legal)));
    for (CellSet rest = m_legal; rest != 0; rest &= rest - 1)
        moves.push_back(m_geometry->firstMove(rest));
    return moves;
}

bool FourMation::isLegal(Move move) const
{
    return move >= 0 && move < m_size * m_size && !isOver() && (m_legal & m_geometry->bit(move)) != 0;
}

void FourMation::play(Move move)
{
    assert(isLegal(move));
    const auto mover = static_cast<std::size_t>(sideToMove());
    m_cubes[mover] |= m_geometry->bit(move);
    m_hash ^= kZobrist.cube[mover][static_cast<std::size_t>(move)] ^ lastKey(lastMove()) ^ lastKey(move);
    m_history.push_back(move);
    if (m_geometry->hasFour(m_cubes[mover])) {
        m_outcome = winFor(static_cast<int>(mover));
        m_legal = 0;
        m_fromFallback = false;
        return;
    }
    updateLegalCells();
    if (m_legal == 0)
        m_outcome = Outcome::Draw;
}

void FourMation::undo()
{
    assert(!m_history.empty());
    const Move move = m_history.back();
    m_history.pop_back();
    const auto mover = static_cast<std::size_t>(sideToMove());
    m_cubes[mover] &= ~m_geometry->bit(move);
    m_hash ^= kZobrist.cube[mover][static_cast<std::size_t>(move)] ^ lastKey(move) ^ lastKey(lastMove());
    // No earlier position could be over: play() refuses moves after the end.
    m_outcome = Outcome::Ongoing;
    updateLegalCells();
}

int FourMation::ownerAt(Cell cell) const
{
    const CellSet bit = m_geometry->bit(moveAt(cell));
    return (m_cubes[0] & bit) ? 0 : (m_cubes[1] & bit) ? 1 : -1;
}

std::optional<Cell> FourMation::lastCell() const
{
    if (m_history.empty())
        return std::nullopt;
    return cellOf(m_history.back());
}

std::vector<Cell> FourMation::winningCells() const
{
    std::vector<Cell> cells;
    if (winnerOf(m_outcome) < 0)
        return cells;
    const Cell last = cellOf(m_history.back());
    const int owner = ownerAt(last);
    const int directions[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (const auto &d : directions) {
        std::vector<Cell> line{last};
        for (int sign : {1, -1}) {
            Cell c{last.row + sign * d[0], last.column + sign * d[1]};
            while (c.row >= 0 && c.row < m_size && c.column >= 0 && c.column < m_size && ownerAt(c) == owner) {
                line.push_back(c);
                c = {c.row + sign * d[0], c.column + sign * d[1]};
            }
        }
        if (line.size() >= 4)
            cells.insert(cells.end(), line.begin(), line.end());
    }
    return cells;
}

std::string FourMation::moveToText(Move move) const
{
    return cellText(m_size, move);
}

std::string FourMation::toText() const
{
    std::string text;
    text.reserve(m_history.size() * 3);
    for (Move m : m_history)
        text += cellText(m_size, m);
    return text;
}

} // namespace quatre
