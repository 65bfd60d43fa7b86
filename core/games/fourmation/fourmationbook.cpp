#include "core/games/fourmation/fourmationbook.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <charconv>
#include <mutex>
#include <sstream>
#include <vector>

namespace quatre {

namespace {

constexpr std::string_view kHeader = "# quatre 4mation book 1";

// The 8 symmetries of the square: `symmetry` & 4 mirrors left-right first,
// then (symmetry & 3) quarter turns.
Move transform(int symmetry, Move move, int size)
{
    int row = move / size, column = move % size;
    if (symmetry & 4)
        column = size - 1 - column;
    for (int turn = 0; turn < (symmetry & 3); ++turn) {
        const int r = row;
        row = column;
        column = size - 1 - r;
    }
    return row * size + column;
}

// The symmetry that undoes `symmetry`.
int inverse(int symmetry, int size)
{
    for (int candidate = 0; candidate < 8; ++candidate) {
        bool undoes = true;
        for (Move probe : {Move{1}, Move{size}}) // two cells no symmetry but the identity fixes both of
            undoes = undoes && transform(candidate, transform(symmetry, probe, size), size) == probe;
        if (undoes)
            return candidate;
    }
    assert(false);
    return 0;
}

// The key of `game` and a symmetry that maps the game onto the key's image.
std::pair<std::string, int> canonicalForm(const FourMation &game)
{
    const int size = game.size();
    const int cells = size * size;
    std::string best;
    int bestSymmetry = 0;
    for (int symmetry = 0; symmetry < 8; ++symmetry) {
        std::string key(static_cast<std::size_t>(cells) + 1, '.');
        for (Move move = 0; move < cells; ++move) {
            const int owner = game.ownerAt(game.cellOf(move));
            if (owner >= 0)
                key[static_cast<std::size_t>(transform(symmetry, move, size))] = owner == 0 ? 'x' : 'o';
        }
        key.back() =
            game.lastMove() == kNoMove ? '-' : static_cast<char>('0' + transform(symmetry, game.lastMove(), size));
        if (symmetry == 0 || key < best) {
            best = std::move(key);
            bestSymmetry = symmetry;
        }
    }
    return {best, bestSymmetry};
}

std::mutex g_installedMutex;
std::map<std::pair<int, bool>, std::shared_ptr<const FourMationBook>> g_installed;

} // namespace

FourMationBook::FourMationBook(int size, bool officialRule, int maxPlies)
    : m_size(size)
    , m_officialRule(officialRule)
    , m_maxPlies{maxPlies, maxPlies}
{
    assert(FourMation::isValidSize(size));
}

std::string FourMationBook::canonicalKey(const FourMation &game)
{
    return canonicalForm(game).first;
}

std::optional<FourMationSolver::Choice> FourMationBook::find(const FourMation &game) const
{
    if (game.size() != m_size || game.officialRule() != m_officialRule || game.isOver())
        return std::nullopt;
    const auto [key, symmetry] = canonicalForm(game);
    const auto it = m_entries.find(key);
    if (it == m_entries.end())
        return std::nullopt;
    // Entry's frame -> the key's image -> this game's frame.
    const auto stored = std::get<FourMation>(FourMation::fromText(m_size, m_officialRule, it->second.moves));
    const Move inKey = transform(canonicalForm(stored).second, it->second.choice.move, m_size);
    FourMationSolver::Choice choice{transform(inverse(symmetry, m_size), inKey, m_size), it->second.choice.score};
    if (!game.isLegal(choice.move))
        return std::nullopt; // cannot happen: the images of a legal move are legal
    return choice;
}

void FourMationBook::insert(const FourMation &game, FourMationSolver::Choice choice)
{
    assert(game.size() == m_size && game.officialRule() == m_officialRule && game.isLegal(choice.move));
    m_entries[canonicalKey(game)] = Entry{game.toText(), choice};
}

std::string FourMationBook::toText() const
{
    // In the order of the moves, so that a book reads (and diffs) by opening.
    std::vector<std::string> lines;
    for (const auto &[key, entry] : m_entries) {
        lines.push_back((entry.moves.empty() ? std::string("-") : entry.moves) + ' '
                        + FourMation::cellText(m_size, entry.choice.move) + ' ' + std::to_string(entry.choice.score));
    }
    std::sort(lines.begin(), lines.end(), [](const std::string &a, const std::string &b) {
        return a.size() != b.size() ? a.size() < b.size() : a < b;
    });
    std::string plies;
    if (m_maxPlies[0] == m_maxPlies[1] || !coversSeat(0) || !coversSeat(1)) {
        const char *sides = coversSeat(0) && coversSeat(1) ? "both" : coversSeat(0) ? "first" : "second";
        plies = std::to_string(maxPlies()) + " sides " + sides;
    } else {
        plies = "first " + std::to_string(m_maxPlies[0]) + " second " + std::to_string(m_maxPlies[1]);
    }
    if (m_completePlies > 0)
        plies += " complete " + std::to_string(m_completePlies);
    std::string text = std::string(kHeader) + " size " + std::to_string(m_size) + " rule "
        + (m_officialRule ? "official" : "seed") + " plies " + plies + '\n';
    for (const std::string &line : lines)
        text += line + '\n';
    return text;
}

std::variant<FourMationBook, std::string> FourMationBook::fromText(std::string_view text)
{
    std::istringstream in{std::string(text)};
    std::string line;
    if (!std::getline(in, line) || line.rfind(kHeader, 0) != 0)
        return std::string("not a 4Mation opening book (the first line must start with \"") + std::string(kHeader)
            + "\")";
    std::istringstream header(line.substr(kHeader.size()));
    // "size N rule R plies P sides first|second|both", or "... plies first P second Q";
    // then "complete C" when the book holds every position of up to C plies.
    std::vector<std::string> words;
    for (std::string word; header >> word;)
        words.push_back(word);
    const auto readInt = [](const std::string &text, int *value) {
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), *value);
        return error == std::errc() && end == text.data() + text.size();
    };
    int completePlies = 0;
    bool completeRead = true;
    if (words.size() >= 2 && words[words.size() - 2] == "complete") {
        completeRead = readInt(words.back(), &completePlies);
        words.resize(words.size() - 2);
    }
    int size = 0;
    std::array<int, 2> plies{-1, -1};
    bool read = (words.size() == 8 || words.size() == 9) && words[0] == "size" && readInt(words[1], &size)
        && words[2] == "rule" && words[4] == "plies";
    const std::string rule = read ? words[3] : std::string();
    if (read && words.size() == 8) {
        const std::string &side = words[7];
        int p = -1;
        read = readInt(words[5], &p) && words[6] == "sides" && (side == "first" || side == "second" || side == "both");
        plies = {side != "second" ? p : 0, side != "first" ? p : 0};
    } else if (read) {
        read =
            words[5] == "first" && readInt(words[6], &plies[0]) && words[7] == "second" && readInt(words[8], &plies[1]);
    }
    const auto validPlies = [size](int p) { return p >= 0 && p <= size * size; };
    if (!read || (rule != "seed" && rule != "official") || !FourMation::isValidSize(size) || !validPlies(plies[0])
        || !validPlies(plies[1]) || !completeRead || !validPlies(completePlies))
        return std::string("line 1: the header must read \"size N rule seed|official plies P sides first|second|both\" "
                           "or \"... plies first P second Q\", optionally followed by \"complete C\", with a valid N, "
                           "P, Q and C");
    FourMationBook book(size, rule == "official");
    book.setMaxPlies(0, plies[0]);
    book.setMaxPlies(1, plies[1]);
    book.setCompletePlies(completePlies);
    const int cells = size * size;
    for (int number = 2; std::getline(in, line); ++number) {
        std::istringstream words(line);
        std::string moves, cell, scoreText, extra;
        if (!(words >> moves)) // an empty line
            continue;
        const std::string where = "line " + std::to_string(number) + ": ";
        int score = 0;
        if (!(words >> cell >> scoreText) || (words >> extra))
            return where + "expected \"<moves> <cell> <score>\"";
        const auto [end, error] = std::from_chars(scoreText.data(), scoreText.data() + scoreText.size(), score);
        if (error != std::errc() || end != scoreText.data() + scoreText.size() || score < -cells || score > cells)
            return where + "the score '" + scoreText + "' is not a whole number from " + std::to_string(-cells) + " to "
                + std::to_string(cells);
        if (moves == "-")
            moves.clear();
        auto parsed = FourMation::fromText(size, book.m_officialRule, moves);
        if (auto *problem = std::get_if<ParseError>(&parsed))
            return where + "the moves: " + problem->message;
        const FourMation &game = std::get<FourMation>(parsed);
        if (game.isOver())
            return where + "the game is over after these moves";
        auto withCell = FourMation::fromText(size, book.m_officialRule, moves + cell);
        if (std::holds_alternative<ParseError>(withCell)
            || std::get<FourMation>(withCell).plyCount() != game.plyCount() + 1)
            return where + "'" + cell + "' is not a cell that can be played here";
        book.insert(game, {std::get<FourMation>(withCell).lastMove(), score});
    }
    return book;
}

void FourMationBook::install(int size, bool officialRule, std::shared_ptr<const FourMationBook> book)
{
    const std::lock_guard lock(g_installedMutex);
    g_installed[{size, officialRule}] = std::move(book);
}

std::shared_ptr<const FourMationBook> FourMationBook::installed(int size, bool officialRule)
{
    const std::lock_guard lock(g_installedMutex);
    const auto it = g_installed.find({size, officialRule});
    return it == g_installed.end() ? nullptr : it->second;
}

} // namespace quatre
