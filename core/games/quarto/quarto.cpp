#include "core/games/quarto/quarto.h"
#include "core/games/quarto/quartoproblems.h"

#include <cassert>

namespace quatre {

namespace {

constexpr std::uint64_t splitmix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// Zobrist keys: one per (square, piece), one per piece in hand, one for the
// second player to move. Fixed at compile time so hashes are stable across runs.
struct ZobristKeys {
    std::array<std::uint64_t, kSquareCount * kPieceCount> placed{};
    std::array<std::uint64_t, kPieceCount> inHand{};
    std::uint64_t secondToMove = 0;
};

constexpr ZobristKeys kZobrist = [] {
    ZobristKeys keys;
    std::uint64_t state = 0x51A870;
    for (auto &k : keys.placed)
        k = splitmix64(state);
    for (auto &k : keys.inHand)
        k = splitmix64(state);
    keys.secondToMove = splitmix64(state);
    return keys;
}();

// The character at fault, as the first arguments of a problem: its number in
// the whole text, and itself unless the move ended there.
std::vector<std::string> characterArgs(std::string_view text, std::size_t index, std::size_t characterOffset,
                                       std::vector<std::string> more = {})
{
    std::vector<std::string> args{std::to_string(characterOffset + characterNumber(text, index))};
    if (index < text.size())
        args.push_back(characterAt(text, index));
    args.insert(args.end(), more.begin(), more.end());
    return args;
}

bool isSeparator(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

} // namespace

std::uint64_t Quarto::pieceKey(int square, Piece piece)
{
    return kZobrist.placed[static_cast<std::size_t>(square * kPieceCount + piece)];
}

std::uint64_t Quarto::handKey(Piece piece)
{
    return kZobrist.inHand[static_cast<std::size_t>(piece)];
}

std::string Quarto::squareToText(int square)
{
    const Cell c = cellOf(square);
    return {static_cast<char>('a' + c.column), static_cast<char>('1' + (kQuartoSide - 1 - c.row))};
}

Quarto::Quarto(bool squareRule)
    : m_squareRule(squareRule)
{
    m_board.fill(kNoPiece);
    m_history.reserve(kSquareCount + 1);
}

int Quarto::pliesLeftAtMost() const
{
    if (isOver())
        return 0;
    // One move per empty square, plus the opening give if it is still to come.
    return emptySquareCount() + (m_history.empty() ? 1 : 0);
}

bool Quarto::placementWins(int square, Piece piece) const
{
    const auto &through = kLinesThrough[static_cast<std::size_t>(square)];
    const int count = m_squareRule ? through.allCount : through.standardCount;
    for (int i = 0; i < count; ++i) {
        const QuartoLine &line = kQuartoLines[through.lines[static_cast<std::size_t>(i)]];
        const SquareSet others = static_cast<SquareSet>(line.mask & ~(1u << square));
        if ((m_occupied & others) != others)
            continue;
        SharedAttributes shared = narrow(kNothingSeenYet, piece);
        for (int s : line.squares)
            if (s != square)
                shared = narrow(shared, pieceOnSquare(s));
        if (shared.any())
            return true;
    }
    return false;
}

PieceSet Quarto::winningPieces() const
{
    PieceSet pieces = 0;
    for (int l = 0; l < lineCount(); ++l) {
        const QuartoLine &line = kQuartoLines[static_cast<std::size_t>(l)];
        if (std::popcount(static_cast<unsigned>(m_occupied & line.mask)) != 3)
            continue;
        SharedAttributes shared = kNothingSeenYet;
        for (int s : line.squares)
            if (pieceOnSquare(s) != kNoPiece)
                shared = narrow(shared, pieceOnSquare(s));
        pieces |= completers(shared);
    }
    return pieces;
}

std::vector<Move> Quarto::legalMoves() const
{
    std::vector<Move> moves;
    if (isOver())
        return moves;
    if (m_inHand == kNoPiece) {
        for (Piece p = 0; p < kPieceCount; ++p)
            moves.push_back(firstMove(p));
        return moves;
    }
    const bool lastSquare = emptySquareCount() == 1;
    moves.reserve(static_cast<std::size_t>(emptySquareCount() * std::popcount(static_cast<unsigned>(m_remaining))));
    for (int s = 0; s < kSquareCount; ++s) {
        if ((m_occupied >> s) & 1u)
            continue;
        if (lastSquare || placementWins(s, m_inHand)) {
            moves.push_back(lastMove(s));
            continue;
        }
        for (Piece p = 0; p < kPieceCount; ++p)
            if ((m_remaining >> p) & 1u)
                moves.push_back(makeMove(s, p));
    }
    return moves;
}

bool Quarto::isLegal(Move move) const
{
    if (isOver() || move < 0 || move >= kMoveCount)
        return false;
    const int square = squareOf(move);
    const int given = pieceGivenBy(move);
    if (m_inHand == kNoPiece)
        return square == kNoSquare && given != kNoGive;
    if (square == kNoSquare || ((m_occupied >> square) & 1u))
        return false;
    const bool ends = emptySquareCount() == 1 || placementWins(square, m_inHand);
    if (ends)
        return given == kNoGive;
    return given != kNoGive && ((m_remaining >> given) & 1u);
}

void Quarto::play(Move move)
{
    assert(isLegal(move));
    const int square = squareOf(move);
    const int given = pieceGivenBy(move);
    const int mover = sideToMove();
    bool wins = false;
    if (square != kNoSquare) {
        wins = placementWins(square, m_inHand);
        m_board[static_cast<std::size_t>(square)] = m_inHand;
        m_occupied = static_cast<SquareSet>(m_occupied | (1u << square));
        m_hash ^= pieceKey(square, m_inHand) ^ handKey(m_inHand);
        m_inHand = kNoPiece;
    }
    if (given != kNoGive) {
        m_inHand = given;
        m_remaining = static_cast<PieceSet>(m_remaining & ~pieceBit(given));
        m_hash ^= handKey(given);
    }
    m_hash ^= kZobrist.secondToMove;
    m_history.push_back(move);
    if (wins)
        m_outcome = winFor(mover);
    else if (m_occupied == 0xFFFF)
        m_outcome = Outcome::Draw;
}

void Quarto::undo()
{
    assert(!m_history.empty());
    const Move move = m_history.back();
    m_history.pop_back();
    const int square = squareOf(move);
    const int given = pieceGivenBy(move);
    m_hash ^= kZobrist.secondToMove;
    if (given != kNoGive) {
        m_hash ^= handKey(given);
        m_remaining = static_cast<PieceSet>(m_remaining | pieceBit(given));
        m_inHand = kNoPiece;
    }
    if (square != kNoSquare) {
        m_inHand = pieceOnSquare(square);
        m_hash ^= pieceKey(square, m_inHand) ^ handKey(m_inHand);
        m_board[static_cast<std::size_t>(square)] = kNoPiece;
        m_occupied = static_cast<SquareSet>(m_occupied & ~(1u << square));
    }
    // No earlier position could be over: play() refuses moves after the end.
    m_outcome = Outcome::Ongoing;
}

std::vector<Quarto::WinningLine> Quarto::winningLines() const
{
    std::vector<WinningLine> lines;
    if (winnerOf(m_outcome) < 0)
        return lines;
    const int last = squareOf(m_history.back());
    const auto &through = kLinesThrough[static_cast<std::size_t>(last)];
    const int count = m_squareRule ? through.allCount : through.standardCount;
    for (int i = 0; i < count; ++i) {
        const QuartoLine &line = kQuartoLines[through.lines[static_cast<std::size_t>(i)]];
        if ((m_occupied & line.mask) != line.mask)
            continue;
        SharedAttributes shared = kNothingSeenYet;
        for (int s : line.squares)
            shared = narrow(shared, pieceOnSquare(s));
        if (!shared.any())
            continue;
        WinningLine w{{}, shared};
        for (std::size_t k = 0; k < 4; ++k)
            w.cells[k] = cellOf(line.squares[k]);
        lines.push_back(w);
    }
    return lines;
}

SharedAttributes Quarto::winningAttributes() const
{
    SharedAttributes all{0, 0};
    for (const WinningLine &line : winningLines())
        all = {all.set | line.shared.set, all.clear | line.shared.clear};
    return all;
}

std::vector<Cell> Quarto::winningCells() const
{
    std::vector<Cell> cells;
    SquareSet seen = 0;
    for (const WinningLine &line : winningLines()) {
        for (const Cell &c : line.cells) {
            const int s = squareOf(c);
            if (!((seen >> s) & 1u)) {
                seen = static_cast<SquareSet>(seen | (1u << s));
                cells.push_back(c);
            }
        }
    }
    return cells;
}

std::string Quarto::moveToText(Move move) const
{
    std::string text;
    if (squareOf(move) != kNoSquare)
        text += squareToText(squareOf(move));
    if (pieceGivenBy(move) != kNoGive)
        text += pieceToText(pieceGivenBy(move));
    return text;
}

std::string Quarto::toText() const
{
    std::string text;
    for (Move m : m_history) {
        if (!text.empty())
            text += ' ';
        text += moveToText(m);
    }
    return text;
}

std::variant<Move, ParseError> Quarto::moveFromText(std::string_view text, std::size_t offset,
                                                    std::size_t characterOffset) const
{
    // The move as a whole, as the first arguments of a problem.
    const auto quoted = [&](std::vector<std::string> more = {}) {
        std::vector<std::string> args{std::string(text), std::to_string(characterOffset + 1)};
        args.insert(args.end(), more.begin(), more.end());
        return args;
    };
    if (text.empty())
        return makeParseError(QuartoProblem::EmptyMove, offset);
    // Syntax first. A move starts with a square exactly when its second
    // character is a digit; the rest, if any, is a piece code.
    int square = kNoSquare;
    std::size_t i = 0;
    if (text.size() >= 2 && text[1] >= '0' && text[1] <= '9') {
        const char column = text[0] >= 'A' && text[0] <= 'Z' ? static_cast<char>(text[0] - 'A' + 'a') : text[0];
        if (column < 'a' || column > 'd')
            return makeParseError(QuartoProblem::NotAColumn, offset, characterArgs(text, 0, characterOffset));
        if (text[1] < '1' || text[1] > '4')
            return makeParseError(QuartoProblem::NotARow, offset + 1, characterArgs(text, 1, characterOffset));
        square = (kQuartoSide - 1 - (text[1] - '1')) * kQuartoSide + (column - 'a');
        i = 2;
    }
    int given = kNoGive;
    const std::size_t pieceStart = i;
    if (i < text.size()) {
        given = 0;
        for (int a = 0; a < kAttributeCount; ++a, ++i) {
            const auto &names = kAttributes[static_cast<std::size_t>(a)];
            const std::vector<std::string> expected{std::string(1, names.clearLetter), std::string(names.clearName),
                                                    std::string(1, names.setLetter), std::string(names.setName)};
            if (i >= text.size())
                return makeParseError(QuartoProblem::PieceCodeTooShort, offset + i,
                                      characterArgs(text, i, characterOffset, expected));
            const std::optional<int> value = attributeValueFromLetter(a, text[i]);
            if (!value)
                return makeParseError(QuartoProblem::PieceLetterExpected, offset + i,
                                      characterArgs(text, i, characterOffset, expected));
            given |= *value << a;
        }
        if (i < text.size())
            return makeParseError(QuartoProblem::PieceCodeTooLong, offset + i, characterArgs(text, i, characterOffset));
    }

    // Then the rules of this position.
    if (isOver())
        return makeParseError(QuartoProblem::AlreadyOver, offset, quoted());
    if (m_inHand == kNoPiece) {
        if (square != kNoSquare)
            return makeParseError(QuartoProblem::FirstMoveGivesOnly, offset, quoted());
        return firstMove(given);
    }
    if (square == kNoSquare)
        return makeParseError(QuartoProblem::PlaceFirst, offset, quoted({pieceToText(m_inHand)}));
    if ((m_occupied >> square) & 1u)
        return makeParseError(QuartoProblem::SquareTaken, offset, quoted({squareToText(square)}));
    const bool wins = placementWins(square, m_inHand);
    if (wins || emptySquareCount() == 1) {
        if (given != kNoGive)
            return makeParseError(wins ? QuartoProblem::WinsNoGive : QuartoProblem::FillsNoGive, offset + pieceStart,
                                  characterArgs(text, pieceStart, characterOffset, {squareToText(square)}));
        return lastMove(square);
    }
    if (given == kNoGive)
        return makeParseError(QuartoProblem::MustGive, offset + pieceStart,
                              characterArgs(text, pieceStart, characterOffset, {squareToText(square)}));
    if (given == m_inHand)
        return makeParseError(QuartoProblem::GivingPlacedPiece, offset + pieceStart,
                              characterArgs(text, pieceStart, characterOffset, {pieceToText(given)}));
    if (!((m_remaining >> given) & 1u))
        return makeParseError(QuartoProblem::PieceOnBoard, offset + pieceStart,
                              characterArgs(text, pieceStart, characterOffset, {pieceToText(given)}));
    return makeMove(square, given);
}

std::variant<Quarto, ParseError> Quarto::fromText(bool squareRule, std::string_view text)
{
    Quarto game(squareRule);
    if (auto error = game.playText(text))
        return *error;
    return game;
}

std::optional<ParseError> Quarto::playText(std::string_view text)
{
    Quarto game = *this; // so that nothing changes on an error
    std::size_t i = 0;
    std::size_t characters = 0; // before i, counted as it goes: counting from the start each time is quadratic
    while (i < text.size()) {
        if (isSeparator(text[i])) {
            ++i;
            ++characters;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && !isSeparator(text[end]))
            ++end;
        const std::string_view move = text.substr(i, end - i);
        const auto parsed = game.moveFromText(move, i, characters);
        if (const auto *error = std::get_if<ParseError>(&parsed))
            return *error;
        game.play(std::get<Move>(parsed));
        characters += characterNumber(move, move.size()) - 1;
        i = end;
    }
    *this = std::move(game);
    return std::nullopt;
}

} // namespace quatre
