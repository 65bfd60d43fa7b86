#include "core/games/connectfour/connectfour.h"
#include "core/games/connectfour/connectfourproblems.h"

#include <cassert>

namespace quatre {

ConnectFour::ConnectFour(int rows, int columns)
    : m_layout(rows, columns)
    , m_rows(rows)
    , m_columns(columns)
{
    assert(isValidSize(rows, columns));
    m_history.reserve(static_cast<std::size_t>(rows * columns));
}

bool ConnectFour::isValidSize(int rows, int columns)
{
    return rows >= kMinSize && rows <= kMaxSize && columns >= kMinSize && columns <= kMaxSize;
}

std::optional<int> ConnectFour::columnFromChar(char c)
{
    if (c >= '1' && c <= '9')
        return c - '1';
    if (c == 'a' || c == 'A')
        return 9;
    return std::nullopt;
}

char ConnectFour::columnToChar(int column)
{
    return column < 9 ? static_cast<char>('1' + column) : 'a';
}

std::variant<ConnectFour, ParseError> ConnectFour::fromText(int rows, int columns, std::string_view moves)
{
    if (!isValidSize(rows, columns))
        return makeParseError(ConnectFourProblem::BoardSize, 0, {std::to_string(rows), std::to_string(columns)});
    ConnectFour game(rows, columns);
    if (auto error = game.playText(moves))
        return *error;
    return game;
}

std::optional<ParseError> ConnectFour::playText(std::string_view moves)
{
    ConnectFour game = *this; // so that nothing changes on an error
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const char c = moves[i];
        // The character at fault, as the first two arguments of every problem;
        // made only on an error, as counting characters goes through the text.
        const auto at = [&](std::vector<std::string> more = {}) {
            std::vector<std::string> args{std::to_string(characterNumber(moves, i)), characterAt(moves, i)};
            args.insert(args.end(), more.begin(), more.end());
            return args;
        };
        const std::optional<int> column = columnFromChar(c);
        if (!column)
            return makeParseError(ConnectFourProblem::NotAColumn, i, at());
        if (*column >= m_columns)
            return makeParseError(ConnectFourProblem::NoSuchColumn, i,
                                  at({std::to_string(*column + 1), std::to_string(m_columns)}));
        if (game.isOver())
            return makeParseError(ConnectFourProblem::AlreadyOver, i, at());
        if (game.isColumnFull(*column))
            return makeParseError(ConnectFourProblem::ColumnFull, i, at({std::to_string(*column + 1)}));
        game.play(*column);
    }
    *this = std::move(game);
    return std::nullopt;
}

std::vector<Move> ConnectFour::legalMoves() const
{
    std::vector<Move> moves;
    if (isOver())
        return moves;
    for (int c = 0; c < m_columns; ++c)
        if (!isColumnFull(c))
            moves.push_back(c);
    return moves;
}

bool ConnectFour::isLegal(Move column) const
{
    return column >= 0 && column < m_columns && !isOver() && !isColumnFull(column);
}

bool ConnectFour::isWinningMove(int column) const
{
    const Bits landing = (m_mask + m_layout.bottomBit(column)) & m_layout.columnMask(column);
    return m_layout.hasFour(m_current | landing);
}

void ConnectFour::play(Move column)
{
    assert(isLegal(column));
    const bool wins = isWinningMove(column);
    const int mover = sideToMove();
    // The opponent's discs become "current"; then the new disc falls into mask.
    m_current ^= m_mask;
    m_mask |= m_mask + m_layout.bottomBit(column);
    ++m_heights[static_cast<std::size_t>(column)];
    m_history.push_back(column);
    if (wins)
        m_outcome = winFor(mover);
    else if (plyCount() == m_rows * m_columns)
        m_outcome = Outcome::Draw;
}

void ConnectFour::undo()
{
    assert(!m_history.empty());
    const int column = m_history.back();
    m_history.pop_back();
    int &h = m_heights[static_cast<std::size_t>(column)];
    --h;
    m_mask ^= m_layout.cellBit(h, column);
    m_current ^= m_mask;
    // No earlier position could be over: play() refuses moves after the end.
    m_outcome = Outcome::Ongoing;
}

int ConnectFour::discAt(Cell cell) const
{
    const int rowFromBottom = m_rows - 1 - cell.row;
    if (rowFromBottom >= height(cell.column))
        return -1;
    const bool isCurrent = (m_current & m_layout.cellBit(rowFromBottom, cell.column)) != 0;
    return isCurrent ? sideToMove() : 1 - sideToMove();
}

std::vector<Cell> ConnectFour::winningCells() const
{
    std::vector<Cell> cells;
    if (winnerOf(m_outcome) < 0)
        return cells;
    const int column = m_history.back();
    const Cell last{m_rows - height(column), column};
    const int owner = discAt(last);
    const int directions[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (const auto &d : directions) {
        std::vector<Cell> line{last};
        for (int sign : {1, -1}) {
            Cell c{last.row + sign * d[0], last.column + sign * d[1]};
            while (c.row >= 0 && c.row < m_rows && c.column >= 0 && c.column < m_columns && discAt(c) == owner) {
                line.push_back(c);
                c = {c.row + sign * d[0], c.column + sign * d[1]};
            }
        }
        if (line.size() >= 4)
            cells.insert(cells.end(), line.begin(), line.end());
    }
    return cells;
}

std::string ConnectFour::moveToText(Move column) const
{
    return std::string(1, columnToChar(column));
}

std::string ConnectFour::toText() const
{
    std::string text;
    text.reserve(m_history.size());
    for (Move m : m_history)
        text += columnToChar(m);
    return text;
}

std::uint64_t ConnectFour::hash() const
{
    // current + mask identifies the position uniquely (each column's discs plus
    // a marker bit above them); fold the 128 bits and mix (splitmix64 finaliser).
    const Bits key = m_current + m_mask;
    std::uint64_t x = static_cast<std::uint64_t>(key) ^ (static_cast<std::uint64_t>(key >> 64) * 0x9e3779b97f4a7c15ULL);
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

} // namespace quatre
