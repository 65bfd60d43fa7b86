#include "threeinarow.h"

#include "core/ai/randomai.h"
#include "core/ai/searchais.h"

namespace quatre::test {

ThreeInARow::ThreeInARow(int side)
    : m_side(side)
    , m_cells(static_cast<std::size_t>(side * side), -1)
{}

int ThreeInARow::pliesLeftAtMost() const
{
    return isOver() ? 0 : m_side * m_side - plyCount();
}

std::vector<Move> ThreeInARow::legalMoves() const
{
    std::vector<Move> moves;
    if (isOver())
        return moves;
    for (Move move = 0; move < m_side * m_side; ++move)
        if (m_cells[static_cast<std::size_t>(move)] < 0)
            moves.push_back(move);
    return moves;
}

bool ThreeInARow::isLegal(Move move) const
{
    return !isOver() && move >= 0 && move < m_side * m_side && m_cells[static_cast<std::size_t>(move)] < 0;
}

void ThreeInARow::play(Move move)
{
    m_cells[static_cast<std::size_t>(move)] = sideToMove();
    m_history.push_back(move);
    findOutcome();
}

void ThreeInARow::undo()
{
    m_cells[static_cast<std::size_t>(m_history.back())] = -1;
    m_history.pop_back();
    findOutcome();
}

// Looks at every line of three through the last move: small enough that
// plain looking is the clearest way.
void ThreeInARow::findOutcome()
{
    m_outcome = Outcome::Ongoing;
    m_winningCells.clear();
    if (m_history.empty())
        return;
    const Move last = m_history.back();
    const Cell at{last / m_side, last % m_side};
    const int seat = markAt(at);
    const auto owned = [&](int row, int column) {
        return row >= 0 && column >= 0 && row < m_side && column < m_side && markAt({row, column}) == seat;
    };
    for (const auto &[dr, dc] : {std::pair{0, 1}, std::pair{1, 0}, std::pair{1, 1}, std::pair{1, -1}}) {
        std::vector<Cell> line{at};
        for (int sign : {-1, 1})
            for (int k = 1; owned(at.row + sign * k * dr, at.column + sign * k * dc); ++k)
                line.push_back({at.row + sign * k * dr, at.column + sign * k * dc});
        if (line.size() >= 3)
            m_winningCells.insert(m_winningCells.end(), line.begin(), line.end());
    }
    if (!m_winningCells.empty())
        m_outcome = winFor(seat);
    else if (plyCount() == m_side * m_side)
        m_outcome = Outcome::Draw;
}

std::optional<ParseError> ThreeInARow::playText(std::string_view text)
{
    ThreeInARow after = *this;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ' ') {
            ++i;
            continue;
        }
        const std::size_t start = i;
        const auto notACell = [&](std::size_t k) {
            return makeParseError(ThreeInARowProblem::NotACell, k,
                                  {std::to_string(k + 1), std::string(1, text[k]), moveToText(m_side * m_side - 1)});
        };
        const int column = (text[start] | 0x20) - 'a';
        if (column < 0 || column >= m_side || start + 1 >= text.size())
            return notACell(start);
        const int row = text[start + 1] - '1';
        if (row < 0 || row >= m_side)
            return notACell(start + 1);
        i += 2;
        const Move move = row * m_side + column;
        const std::vector<std::string> args{std::string(text.substr(start, 2)), std::to_string(start + 1)};
        if (after.isOver())
            return makeParseError(ThreeInARowProblem::AlreadyOver, start, args);
        if (!after.isLegal(move))
            return makeParseError(ThreeInARowProblem::Taken, start, args);
        after.play(move);
    }
    *this = std::move(after);
    return std::nullopt;
}

std::string ThreeInARow::moveToText(Move move) const
{
    return {static_cast<char>('a' + move % m_side), static_cast<char>('1' + move / m_side)};
}

std::string ThreeInARow::toText() const
{
    std::string text;
    for (Move move : m_history)
        text += moveToText(move);
    return text;
}

std::uint64_t ThreeInARow::hash() const
{
    std::uint64_t h = static_cast<std::uint64_t>(m_side);
    for (int mark : m_cells)
        h = h * 3 + static_cast<std::uint64_t>(mark + 1);
    return h;
}

namespace {

// For Minimax: no opinion before the end, the generic search finds the wins.
struct ThreeInARowTraits {
    static int evaluate(const ThreeInARow &) { return 0; }
    static void orderMoves(const ThreeInARow &, std::vector<Move> &) {}
    static Move immediateWin(const ThreeInARow &game)
    {
        for (Move move : game.legalMoves()) {
            ThreeInARow after = game;
            after.play(move);
            if (after.isOver() && winnerOf(after.outcome()) == game.sideToMove())
                return move;
        }
        return kNoMove;
    }
};

class ThreeInARowRules final : public GameRules {
public:
    std::string_view id() const override { return "threeinarow"; }
    const std::vector<OptionSpec> &options() const override
    {
        static const std::vector<OptionSpec> specs = {
            {"side", "side", OptionSpec::Kind::Number, ThreeInARow::kMinSide, ThreeInARow::kMaxSide, 3}};
        return specs;
    }
    std::unique_ptr<Game> newGame(const GameOptions &options) const override
    {
        return std::make_unique<ThreeInARow>(options.value("side"));
    }
    std::vector<ParseProblem> parseProblems() const override
    {
        return {ThreeInARowProblem::NotACell, ThreeInARowProblem::Taken, ThreeInARowProblem::AlreadyOver};
    }
    std::vector<AiLevel> levels() const override { return {AiLevel::Random, AiLevel::Minimax}; }
    std::unique_ptr<Ai> makeAi(const AiConfig &config) const override
    {
        if (config.level == AiLevel::Random)
            return std::make_unique<RandomAi>(config);
        if (config.level == AiLevel::Minimax)
            return std::make_unique<MinimaxAi<ThreeInARow, ThreeInARowTraits>>(config);
        return nullptr;
    }
};

} // namespace

const GameRules &threeInARowRules()
{
    static const ThreeInARowRules rules;
    return rules;
}

} // namespace quatre::test
