// `quatre-cli book`: makes the opening books the Perfect level consults
// (Connect Four: core/solver/connectfourbook.h, 4Mation:
// core/solver/fourmationbook.h), or checks one. A book holds the Perfect
// level's own lines (walkPerfectLinesOf) and, for Connect Four with
// --all-plies, every position of the first plies (completeBook).
//
// Making a deep book takes a long time, so every solved position is appended
// to a log at once ("<moves> <move> <score> <milliseconds>") and a later run
// reads the log back and solves only what is missing: a stopped run loses at
// most the position it was solving, and two runs (the first and the second
// player's lines) can share the machine's two cores.
#include "ui/cli/cli.h"
#include "ui/cli/clioptions.h"
#include "ui/cli/commandparser.h"
#include "ui/cli/commands.h"

#include "core/solver/connectfourbook.h"
#include "core/solver/connectfourbookwalk.h"
#include "core/solver/fourmationbook.h"
#include "core/solver/perfectlines.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSaveFile>
#include <QTextStream>

#include <type_traits>
#include <variant>

namespace quatre::cli {

namespace {

// What differs between the two games' books; the command is written once
// over these.
struct ConnectFourBooks {
    using Game = ConnectFour;
    using Book = ConnectFourBook;
    using Solver = ConnectFourSolver;
    int rows, columns;

    Game newGame() const { return ConnectFour(rows, columns); }
    Book newBook(int plies) const { return Book(rows, columns, plies); }
    Solver newSolver(int tableBits) const { return Solver(rows, columns, tableBits); }
    std::variant<Game, ParseError> parse(const std::string &moves) const { return ConnectFour::fromText(rows, columns, moves); }
    static auto canonicalKey(const Game &game) { return ConnectFourBook::canonicalKey(game); }
    int winScore(const Game &game) const { return ConnectFourSolver::winScore(rows, columns, game.plyCount() / 2 + 1); }
    bool fits(const Book &book) const { return book.rows() == rows && book.columns() == columns; }
    static std::variant<Book, std::string> read(const QByteArray &bytes)
    {
        return Book::fromBytes(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    }
    static QByteArray write(const Book &book)
    {
        const std::string bytes = book.toBytes();
        return QByteArray(bytes.data(), static_cast<qsizetype>(bytes.size()));
    }
};

struct FourMationBooks {
    using Game = FourMation;
    using Book = FourMationBook;
    using Solver = FourMationSolver;
    int size;
    bool officialRule;

    Game newGame() const { return FourMation(size, officialRule); }
    Book newBook(int plies) const { return Book(size, officialRule, plies); }
    Solver newSolver(int tableBits) const { return Solver(size, officialRule, tableBits); }
    std::variant<Game, ParseError> parse(const std::string &moves) const { return FourMation::fromText(size, officialRule, moves); }
    static auto canonicalKey(const Game &game) { return FourMationBook::canonicalKey(game); }
    int winScore(const Game &game) const { return FourMationSolver::winScore(size, game.plyCount() + 1); }
    bool fits(const Book &book) const { return book.boardSize() == size && book.officialRule() == officialRule; }
    static std::variant<Book, std::string> read(const QByteArray &bytes) { return Book::fromText(bytes.toStdString()); }
    static QByteArray write(const Book &book) { return QByteArray::fromStdString(book.toText()); }
};

struct BookOptions {
    int plies = 0;
    bool pliesGiven = false; // else a --base book's own
    int allPlies = 0; // Connect Four: every position up to this ply
    int part = 0, parts = 1; // this run's share of --all-plies' deepest ply
    int secondPlies = 0; // the second player's lines (4Mation; Connect Four: the same as plies)
    int tableBits = 0;
    int checkFrom = 0;
    QList<int> sides;
    QStringList logs;
    QString base;
    QString output;
    QString check;
};

// Reads a log into `book`; with `keepEntries`, a position the book already
// holds keeps its entry. False with `error` set on a line that is not one.
template <class Books>
bool readLog(const Books &books, const QString &fileName, typename Books::Book &book, bool keepEntries, QString *error)
{
    QFile file(fileName);
    if (!file.exists())
        return true; // a new log
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QCoreApplication::translate("Cli", "cannot read %1: %2").arg(fileName, file.errorString());
        return false;
    }
    QTextStream in(&file);
    for (int number = 1; !in.atEnd(); ++number) {
        const QStringList words = in.readLine().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.isEmpty())
            continue;
        const QString moves = words.at(0) == QLatin1String("-") ? QString() : words.at(0);
        auto position = books.parse(moves.toStdString());
        auto withMove = books.parse((moves + words.value(1)).toStdString());
        bool scoreOk = false;
        const int score = words.value(2).toInt(&scoreOk);
        auto *game = std::get_if<typename Books::Game>(&position);
        auto *after = std::get_if<typename Books::Game>(&withMove);
        if (!game || !after || !scoreOk || game->isOver() || after->plyCount() != game->plyCount() + 1) {
            *error = QCoreApplication::translate("Cli", "%1 line %2 is not '<moves> <move> <score>'").arg(fileName).arg(number);
            return false;
        }
        if (keepEntries && book.find(*game))
            continue;
        book.insert(*game, {after->history().back(), score});
    }
    return true;
}

template <class Books>
QString positionText(const typename Books::Game &game)
{
    return game.plyCount() == 0 ? QStringLiteral("-") : QString::fromStdString(game.toText());
}

// A book file of this game and board, or what is wrong with it.
template <class Books>
std::variant<typename Books::Book, QString> readBook(const Books &books, const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return QCoreApplication::translate("Cli", "cannot read %1: %2").arg(fileName, file.errorString());
    auto loaded = Books::read(file.readAll());
    if (const auto *problem = std::get_if<std::string>(&loaded))
        return QCoreApplication::translate("Cli", "%1: %2").arg(fileName, QString::fromStdString(*problem));
    if (!books.fits(std::get<typename Books::Book>(loaded)))
        return QCoreApplication::translate("Cli", "%1 is a book for another board or rule").arg(fileName);
    return std::get<typename Books::Book>(std::move(loaded));
}

// Checks every position of the walk against the book, and those with at
// least --check-from plies against the solver: the stored score must be the
// position's, and the stored move must keep it.
template <class Books>
int checkBook(const Books &books, const BookOptions &options, QTextStream &out, QTextStream &err)
{
    auto loaded = readBook(books, options.check);
    if (const auto *problem = std::get_if<QString>(&loaded))
        return usageError(err, *problem);
    const auto &book = std::get<typename Books::Book>(loaded);
    auto solver = books.newSolver(options.tableBits);
    int checked = 0, wrong = 0, missing = 0;
    // Counted apart, for the summary: the promise of every position to
    // completePlies() (Connect Four) is checked on its own, below.
    std::size_t completePositions = 0;
    int completeMissing = 0, disagreeing = 0;
    // The stored score must be the position's, and the stored move must keep
    // it (among moves of equal score any will do).
    const auto checkWithSolver = [&](const typename Books::Game &game, const auto &choice) {
        auto after = game;
        after.play(choice.move);
        const int position = *solver.solve(game);
        const int kept = !after.isOver() ? -*solver.solve(after) : after.outcome() == Outcome::Draw ? 0 : books.winScore(game);
        ++checked;
        if (position != choice.score || kept != choice.score) {
            ++wrong;
            out << positionText<Books>(game) << " book " << QString::fromStdString(game.moveToText(choice.move)) << ' '
                << choice.score << " solver " << position << " after the move " << kept << '\n';
        }
    };
    int completePlies = -1;
    if constexpr (std::is_same_v<typename Books::Book, ConnectFourBook>)
        completePlies = book.completePlies() > 0 ? book.completePlies() : -1;
    for (int side : options.sides) {
        int plies = book.maxPlies();
        if constexpr (std::is_same_v<typename Books::Book, FourMationBook>) {
            if (!book.coversSeat(side))
                continue; // the book leaves these lines out on purpose
            plies = book.maxPlies(side);
        }
        walkPerfectLinesOf(books.newGame(), side, plies, Books::canonicalKey, [&](const auto &game) -> std::optional<Move> {
            const auto choice = book.find(game);
            if (game.plyCount() <= completePlies) // checked with every position of its ply, below
                return choice ? choice->move : game.legalMoves().front();
            if (!choice) {
                ++missing;
                out << positionText<Books>(game) << " missing\n";
                return game.legalMoves().front(); // go on, to count every gap
            }
            if (game.plyCount() >= options.checkFrom)
                checkWithSolver(game, *choice);
            return choice->move;
        });
    }
    if constexpr (std::is_same_v<typename Books::Book, ConnectFourBook>) {
        // The promise of every position to completePlies(): each one there,
        // each above the deepest ply chosen as its children's entries say
        // (a missing child is reported as missing in its own ply).
        const auto levels = everyPositionByPly(books.newGame(), book.completePlies(), Books::canonicalKey);
        for (std::size_t ply = 0; book.completePlies() > 0 && ply < levels.size(); ++ply) {
            for (const auto &game : levels[ply]) {
                ++completePositions;
                const auto choice = book.find(game);
                if (!choice) {
                    ++completeMissing;
                    out << positionText<Books>(game) << " missing\n";
                    continue;
                }
                if (ply + 1 < levels.size()) {
                    // Above the deepest ply: as the children's entries say.
                    const std::optional<bool> agrees = agreesWithChildren(book, game, *choice);
                    if (agrees == false) {
                        ++disagreeing;
                        out << positionText<Books>(game) << " book " << QString::fromStdString(game.moveToText(choice->move)) << ' '
                            << choice->score << " disagrees with its children\n";
                    }
                } else if (static_cast<int>(ply) >= options.checkFrom) {
                    checkWithSolver(game, *choice); // the deepest ply: only the solver can tell
                }
            }
        }
    }
    if (completePositions > 0)
        out << QCoreApplication::translate("Cli", "every position to ply %1: %2 positions, %3 missing, %4 disagreeing with their children")
                   .arg(completePlies).arg(completePositions).arg(completeMissing).arg(disagreeing) << '\n';
    out << QCoreApplication::translate("Cli", "%1 entries, %2 plies; %3 positions of the walk missing; %4 checked against the solver, %5 wrong")
               .arg(book.size()).arg(book.maxPlies()).arg(missing).arg(checked).arg(wrong) << '\n';
    return missing == 0 && wrong == 0 && completeMissing == 0 && disagreeing == 0 ? kExitOk : kExitInputFailed;
}

template <class Books>
int makeBook(const Books &books, BookOptions options, QTextStream &out, QTextStream &err)
{
    auto book = books.newBook(options.plies);
    if (!options.base.isEmpty()) {
        auto base = readBook(books, options.base);
        if (const auto *problem = std::get_if<QString>(&base))
            return usageError(err, *problem);
        book = std::get<typename Books::Book>(std::move(base));
        if constexpr (std::is_same_v<typename Books::Book, ConnectFourBook>) {
            if (!options.pliesGiven)
                options.plies = options.secondPlies = book.maxPlies(); // the base's lines, walked again
            book.setMaxPlies(options.plies);
        }
    }
    if constexpr (std::is_same_v<typename Books::Book, FourMationBook>) {
        book.setMaxPlies(0, options.sides.contains(0) ? options.plies : 0);
        book.setMaxPlies(1, options.sides.contains(1) ? options.secondPlies : 0);
    }
    QString error;
    for (const QString &log : options.logs) {
        // A --base book's entries stay: a log made without it may hold
        // another move of the same score (the solver's tie-break is not
        // mirror-symmetric), which would change the base's lines.
        if (!readLog(books, log, book, !options.base.isEmpty(), &error))
            return usageError(err, error);
    }
    const std::size_t known = book.size();
    QFile logFile(options.logs.value(0));
    if (!options.logs.isEmpty() && !logFile.open(QIODevice::Append | QIODevice::Text))
        return usageError(err, QCoreApplication::translate("Cli", "cannot write %1: %2").arg(logFile.fileName(), logFile.errorString()));
    QTextStream log(&logFile);
    auto solver = books.newSolver(options.tableBits);
    QElapsedTimer total;
    total.start();
    std::size_t solved = 0;
    // `choose()` is the solver's choice for `game`, timed for the log.
    const auto chooseAndLog = [&](const typename Books::Game &game, const auto &choose) {
        QElapsedTimer timer;
        timer.start();
        const auto choice = choose();
        book.insert(game, *choice);
        ++solved;
        const QString line = QStringLiteral("%1 %2 %3 %4")
                                 .arg(positionText<Books>(game), QString::fromStdString(game.moveToText(choice->move)))
                                 .arg(choice->score)
                                 .arg(timer.elapsed());
        if (logFile.isOpen()) {
            log << line << '\n';
            log.flush();
        }
        out << line << '\n';
        out.flush();
        return choice;
    };
    const auto solveAndLog = [&](const typename Books::Game &game) {
        return chooseAndLog(game, [&] { return solver.bestMove(game); });
    };
    if constexpr (std::is_same_v<typename Books::Book, ConnectFourBook>) {
        if (options.allPlies > 0) {
            completeBook(
                book, options.allPlies,
                [&](const ConnectFour &game, std::optional<int> knownScore) {
                    return chooseAndLog(game, [&] { return knownScore ? solver.bestMoveOfScore(game, *knownScore) : solver.bestMove(game); });
                },
                options.part, options.parts);
        }
    }
    if (options.parts == 1) {
        for (int side : options.sides) {
            const int plies = side == 0 ? options.plies : options.secondPlies;
            walkPerfectLinesOf(books.newGame(), side, plies, Books::canonicalKey, [&](const auto &game) -> std::optional<Move> {
                if (const auto choice = book.find(game))
                    return choice->move;
                return solveAndLog(game)->move;
            });
        }
    }
    out << QCoreApplication::translate("Cli", "%1 positions: %2 from the logs, %3 solved in %4 s")
               .arg(book.size()).arg(known).arg(solved).arg(total.elapsed() / 1000) << '\n';

    if (!options.output.isEmpty()) {
        QSaveFile file(options.output);
        const QByteArray bytes = Books::write(book);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
            return usageError(err, QCoreApplication::translate("Cli", "cannot write %1: %2").arg(file.fileName(), file.errorString()));
    }
    return kExitOk;
}

} // namespace

int bookCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CommandParser parser(QStringLiteral("book"), QCoreApplication::translate("Cli",
        "Makes an opening book (Connect Four or 4Mation): the Perfect level's move in every position it can meet in "
        "the first plies, as either player, whatever the opponent plays. Solved positions go to the log as they are "
        "found, so an interrupted run goes on where it stopped. With --check, verifies a book instead."));
    addGameOptions(parser);
    parser.addOption({QStringLiteral("plies"), QCoreApplication::translate("Cli", "Cover the positions with at most this many plies played."), QStringLiteral("plies"), QStringLiteral("8")});
    parser.addOption({QStringLiteral("second-plies"), QCoreApplication::translate("Cli", "4Mation: cover the second player's lines only to this many plies (default: --plies), where its deeper positions cost too much to solve."), QStringLiteral("plies")});
    parser.addOption({QStringLiteral("all-plies"), QCoreApplication::translate("Cli", "Connect Four: also hold every position with at most this many plies played, whoever played them, so that the Perfect level answers at once in games it did not play from the start. Only the deepest of these plies is solved; the others are chosen from their children."), QStringLiteral("plies"), QStringLiteral("0")});
    parser.addOption({QStringLiteral("part"), QCoreApplication::translate("Cli", "With --all-plies: solve only share K of N of the deepest ply (one run per core, each with its own log), and write no book. A run without --part, given every log, then completes the book."), QStringLiteral("K/N")});
    parser.addOption({QStringLiteral("side"), QCoreApplication::translate("Cli", "The lines of the first player, the second, or both."), QStringLiteral("first|second|both"), QStringLiteral("both")});
    parser.addOption({QStringLiteral("log"), QCoreApplication::translate("Cli", "The log of solved positions: read first, then appended to. May be given several times; new positions go to the first."), QStringLiteral("file")});
    parser.addOption({QStringLiteral("base"), QCoreApplication::translate("Cli", "Start from this book's entries (a book made before, whose logs are gone); a log's entry for a position the book holds does not replace it, so the book's lines stay. With --all-plies, where the book holds the ply above, its moves give the score of the positions they lead to, which are then solved faster."), QStringLiteral("file")});
    parser.addOption({QStringLiteral("output"), QCoreApplication::translate("Cli", "Write the book to this file."), QStringLiteral("file")});
    parser.addOption({QStringLiteral("table-bits"), QCoreApplication::translate("Cli", "The solver's table holds 2^N positions (N from 16 to 30)."), QStringLiteral("N"), QStringLiteral("24")});
    parser.addOption({QStringLiteral("check"), QCoreApplication::translate("Cli", "Verify this book: every position of the walk is in it, and every entry after --check-from plies agrees with the solver."), QStringLiteral("file")});
    parser.addOption({QStringLiteral("check-from"), QCoreApplication::translate("Cli", "With --check: solve the entries with at least this many plies played."), QStringLiteral("plies"), QStringLiteral("0")});
    int exitCode = kExitOk;
    if (!parser.parseArguments(arguments, out, err, &exitCode))
        return exitCode;

    QString error;
    const auto game = gameOptions(parser, &error);
    if (!game)
        return usageError(err, error);
    if (game->kind == GameKind::Quarto)
        return usageError(err, QCoreApplication::translate("Cli", "Quarto has no opening book: its solver is exact from the tenth empty square"));
    if (game->kind == GameKind::ConnectFour && !ConnectFourBook::supportsSize(game->rows, game->columns))
        return usageError(err, QCoreApplication::translate("Cli", "a book needs a board of at most 52 bits: columns x (rows + 1)"));
    const int cells = game->kind == GameKind::ConnectFour ? game->rows * game->columns : game->size * game->size;
    BookOptions options;
    const auto plies = intOption(parser, QStringLiteral("plies"), 0, cells - 1, &error);
    const auto tableBits = plies ? intOption(parser, QStringLiteral("table-bits"), 16, 30, &error) : std::nullopt;
    const auto checkFrom = tableBits ? intOption(parser, QStringLiteral("check-from"), 0, cells, &error) : std::nullopt;
    if (!checkFrom)
        return usageError(err, error);
    options.plies = *plies;
    options.secondPlies = *plies;
    options.pliesGiven = parser.isSet(QStringLiteral("plies"));
    if (parser.isSet(QStringLiteral("second-plies"))) {
        if (game->kind != GameKind::FourMation)
            return usageError(err, QCoreApplication::translate("Cli", "--second-plies is for 4Mation's tables only"));
        const auto secondPlies = intOption(parser, QStringLiteral("second-plies"), 0, *plies, &error);
        if (!secondPlies)
            return usageError(err, error);
        options.secondPlies = *secondPlies;
    }
    options.tableBits = *tableBits;
    options.checkFrom = *checkFrom;
    if (parser.isSet(QStringLiteral("all-plies"))) {
        if (game->kind != GameKind::ConnectFour)
            return usageError(err, QCoreApplication::translate("Cli", "--all-plies is for Connect Four's books only"));
        const auto allPlies = intOption(parser, QStringLiteral("all-plies"), 0, cells - 1, &error);
        if (!allPlies)
            return usageError(err, error);
        options.allPlies = *allPlies;
    }
    if (parser.isSet(QStringLiteral("part"))) {
        const QStringList numbers = parser.value(QStringLiteral("part")).split(QLatin1Char('/'));
        bool partOk = false, partsOk = false;
        const int part = numbers.value(0).toInt(&partOk);
        const int parts = numbers.value(1).toInt(&partsOk);
        if (numbers.size() != 2 || !partOk || !partsOk || parts < 2 || parts > 64 || part < 1 || part > parts)
            return usageError(err, QCoreApplication::translate("Cli", "--part must be K/N with 1 <= K <= N and 2 <= N <= 64, not '%1'").arg(parser.value(QStringLiteral("part"))));
        if (options.allPlies == 0)
            return usageError(err, QCoreApplication::translate("Cli", "--part shares the deepest ply of --all-plies, which must then be at least 1"));
        if (parser.isSet(QStringLiteral("output")) || parser.isSet(QStringLiteral("check")))
            return usageError(err, QCoreApplication::translate("Cli", "a run with --part makes no book: leave out --output and --check"));
        if (!parser.isSet(QStringLiteral("log")))
            return usageError(err, QCoreApplication::translate("Cli", "a run with --part keeps its results only in its log: give --log"));
        options.part = part - 1;
        options.parts = parts;
    }
    const QString side = parser.value(QStringLiteral("side"));
    if (side != QLatin1String("first") && side != QLatin1String("second") && side != QLatin1String("both"))
        return usageError(err, QCoreApplication::translate("Cli", "--side must be first, second or both, not '%1'").arg(side));
    if (side != QLatin1String("second"))
        options.sides << 0;
    if (side != QLatin1String("first"))
        options.sides << 1;
    options.logs = parser.values(QStringLiteral("log"));
    options.output = parser.value(QStringLiteral("output"));
    options.base = parser.value(QStringLiteral("base"));
    options.check = parser.value(QStringLiteral("check"));

    if (game->kind == GameKind::ConnectFour) {
        const ConnectFourBooks books{game->rows, game->columns};
        return options.check.isEmpty() ? makeBook(books, options, out, err) : checkBook(books, options, out, err);
    }
    const FourMationBooks books{game->size, game->officialRule};
    return options.check.isEmpty() ? makeBook(books, options, out, err) : checkBook(books, options, out, err);
}

} // namespace quatre::cli
