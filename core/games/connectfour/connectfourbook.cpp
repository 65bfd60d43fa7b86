#include "core/games/connectfour/connectfourbook.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <map>
#include <mutex>

namespace quatre {

namespace {

constexpr std::array<char, 4> kMagic{'Q', '4', 'B', 'K'};
constexpr int kVersion = 2;
constexpr int kHeaderBytes = 16;
constexpr int kVersion1HeaderBytes = 12;
constexpr int kKeyShift = 12;
constexpr int kColumnShift = 7;
constexpr int kScoreOffset = 64;

std::uint64_t pack(std::uint64_t key, ConnectFourSolver::Choice choice)
{
    return key << kKeyShift | static_cast<std::uint64_t>(choice.move) << kColumnShift
        | static_cast<std::uint64_t>(choice.score + kScoreOffset);
}
std::uint64_t keyOfEntry(std::uint64_t entry)
{
    return entry >> kKeyShift;
}
int columnOfEntry(std::uint64_t entry)
{
    return static_cast<int>(entry >> kColumnShift & 31);
}
int scoreOfEntry(std::uint64_t entry)
{
    return static_cast<int>(entry & 127) - kScoreOffset;
}

std::uint64_t readLittleEndian(std::string_view bytes, std::size_t at, int count)
{
    std::uint64_t value = 0;
    for (int i = count - 1; i >= 0; --i)
        value = value << 8 | static_cast<unsigned char>(bytes[at + static_cast<std::size_t>(i)]);
    return value;
}
void writeLittleEndian(std::string &bytes, std::uint64_t value, int count)
{
    for (int i = 0; i < count; ++i, value >>= 8)
        bytes.push_back(static_cast<char>(value & 0xff));
}

std::mutex g_installedMutex;
// One book a board size, keyed by (rows, columns).
std::map<std::pair<int, int>, std::shared_ptr<const ConnectFourBook>> g_installed;

} // namespace

bool ConnectFourBook::supportsSize(int rows, int columns)
{
    return ConnectFour::isValidSize(rows, columns) && columns * (rows + 1) <= 64 - kKeyShift;
}

ConnectFourBook::ConnectFourBook(int rows, int columns, int maxPlies)
    : m_rows(rows)
    , m_columns(columns)
    , m_maxPlies(maxPlies)
{
    assert(supportsSize(rows, columns));
}

std::uint64_t ConnectFourBook::keyOf(const ConnectFour &game)
{
    assert(supportsSize(game.rows(), game.columns()));
    return static_cast<std::uint64_t>(game.currentDiscs() + game.allDiscs() + game.layout().bottomRow());
}

std::uint64_t ConnectFourBook::mirroredKey(std::uint64_t key, int rows, int columns)
{
    const int bitsPerColumn = rows + 1;
    const std::uint64_t column = (std::uint64_t{1} << bitsPerColumn) - 1;
    std::uint64_t mirrored = 0;
    for (int c = 0; c < columns; ++c)
        mirrored |= (key >> (c * bitsPerColumn) & column) << ((columns - 1 - c) * bitsPerColumn);
    return mirrored;
}

std::uint64_t ConnectFourBook::canonicalKey(const ConnectFour &game)
{
    const std::uint64_t key = keyOf(game);
    return std::min(key, mirroredKey(key, game.rows(), game.columns()));
}

std::optional<ConnectFourSolver::Choice> ConnectFourBook::find(const ConnectFour &game) const
{
    if (game.rows() != m_rows || game.columns() != m_columns || game.isOver())
        return std::nullopt;
    const std::uint64_t key = keyOf(game);
    const std::uint64_t mirror = mirroredKey(key, m_rows, m_columns);
    const std::uint64_t canonical = std::min(key, mirror);
    const auto it = std::lower_bound(m_entries.begin(), m_entries.end(), canonical << kKeyShift);
    if (it == m_entries.end() || keyOfEntry(*it) != canonical)
        return std::nullopt;
    ConnectFourSolver::Choice choice{columnOfEntry(*it), scoreOfEntry(*it)};
    if (canonical != key)
        choice.move = mirroredColumn(choice.move);
    if (!game.isLegal(choice.move)) // only a damaged book could say so; fromBytes() cannot check it
        return std::nullopt;
    return choice;
}

void ConnectFourBook::insert(const ConnectFour &game, ConnectFourSolver::Choice choice)
{
    assert(game.rows() == m_rows && game.columns() == m_columns && game.isLegal(choice.move));
    const std::uint64_t key = keyOf(game);
    const std::uint64_t mirror = mirroredKey(key, m_rows, m_columns);
    if (mirror < key)
        choice.move = mirroredColumn(choice.move);
    const std::uint64_t canonical = std::min(key, mirror);
    const std::uint64_t entry = pack(canonical, choice);
    const auto it = std::lower_bound(m_entries.begin(), m_entries.end(), canonical << kKeyShift);
    if (it != m_entries.end() && keyOfEntry(*it) == canonical)
        *it = entry;
    else
        m_entries.insert(it, entry);
}

std::string ConnectFourBook::toBytes() const
{
    std::string bytes(kMagic.begin(), kMagic.end());
    bytes.push_back(static_cast<char>(kVersion));
    bytes.push_back(static_cast<char>(m_rows));
    bytes.push_back(static_cast<char>(m_columns));
    bytes.push_back(static_cast<char>(m_maxPlies));
    bytes.push_back(static_cast<char>(m_completePlies));
    bytes.append(3, '\0');
    writeLittleEndian(bytes, m_entries.size(), 4);
    for (std::uint64_t entry : m_entries)
        writeLittleEndian(bytes, entry, 8);
    return bytes;
}

std::variant<ConnectFourBook, std::string> ConnectFourBook::fromBytes(std::string_view bytes)
{
    if (bytes.size() < kVersion1HeaderBytes || !std::equal(kMagic.begin(), kMagic.end(), bytes.begin()))
        return std::string("not a Connect Four opening book");
    const int version = static_cast<unsigned char>(bytes[4]);
    if (version < 1 || version > kVersion)
        return "book format version " + std::to_string(version) + " is not supported (this program reads versions 1 to "
            + std::to_string(kVersion) + ")";
    const std::size_t headerBytes = version == 1 ? kVersion1HeaderBytes : kHeaderBytes;
    if (bytes.size() < headerBytes)
        return std::string("the book's header is cut short");
    const int rows = static_cast<unsigned char>(bytes[5]);
    const int columns = static_cast<unsigned char>(bytes[6]);
    const int maxPlies = static_cast<unsigned char>(bytes[7]);
    const int completePlies = version == 1 ? 0 : static_cast<unsigned char>(bytes[8]);
    if (!supportsSize(rows, columns))
        return "no book can be made for a board of " + std::to_string(rows) + " x " + std::to_string(columns);
    if (maxPlies > rows * columns || completePlies > rows * columns)
        return "the book claims " + std::to_string(std::max(maxPlies, completePlies)) + " plies on a board of "
            + std::to_string(rows * columns) + " cells";
    const std::uint64_t count = readLittleEndian(bytes, headerBytes - 4, 4);
    if (bytes.size() != headerBytes + 8 * count)
        return "the book should hold " + std::to_string(count) + " entries (" + std::to_string(headerBytes + 8 * count)
            + " bytes) but has " + std::to_string(bytes.size()) + " bytes";
    ConnectFourBook book(rows, columns, maxPlies);
    book.m_completePlies = completePlies;
    book.m_entries.reserve(static_cast<std::size_t>(count));
    const int cells = rows * columns;
    const int maxScore = (cells + 1) / 2 + 1;
    for (std::uint64_t i = 0; i < count; ++i) {
        const std::uint64_t entry = readLittleEndian(bytes, headerBytes + 8 * static_cast<std::size_t>(i), 8);
        const int score = scoreOfEntry(entry);
        if (columnOfEntry(entry) >= columns || score < -maxScore || score > maxScore)
            return "entry " + std::to_string(i + 1) + " holds an impossible move or score";
        if (!book.m_entries.empty() && keyOfEntry(entry) <= keyOfEntry(book.m_entries.back()))
            return "entry " + std::to_string(i + 1) + " is out of order";
        book.m_entries.push_back(entry);
    }
    return book;
}

void ConnectFourBook::install(std::shared_ptr<const ConnectFourBook> book)
{
    assert(book);
    const std::lock_guard lock(g_installedMutex);
    const std::pair<int, int> size(book->rows(), book->columns());
    g_installed[size] = std::move(book);
}

void ConnectFourBook::uninstallAll()
{
    const std::lock_guard lock(g_installedMutex);
    g_installed.clear();
}

std::shared_ptr<const ConnectFourBook> ConnectFourBook::installed(int rows, int columns)
{
    const std::lock_guard lock(g_installedMutex);
    const auto it = g_installed.find({rows, columns});
    return it == g_installed.end() ? nullptr : it->second;
}

} // namespace quatre
