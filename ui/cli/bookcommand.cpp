// `quatre-cli book`: makes the opening books the Perfect level consults, or
// checks one, for any game whose rules have a BookMaker (core/solver/
// bookmaker.h; the formats are in each game's book header). A book holds the
// Perfect level's own lines and, with --all-plies, every position of the
// first plies.
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
#include "ui/cli/linereader.h"

#include "ui/books/openingbook.h"
#include "ui/registry/gameregistry.h"
#include "ui/registry/gametext.h"
#include "ui/storage/datafile.h"
#include "ui/text/parseerrortext.h"

#include "core/games/gamerules.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTextStream>

#include <algorithm>
#include <memory>
#include <variant>

namespace quatre::cli {

namespace {

struct BookOptions {
    int plies = 0;
    bool pliesGiven = false; // else a --base book's own
    int allPlies = 0; // every position up to this ply
    int part = 0, parts = 1; // this run's share of --all-plies' deepest ply
    int secondPlies = 0; // the second player's lines (4Mation; Connect Four: the same as plies)
    int checkFrom = 0;
    QList<int> sides;
    QStringList logs;
    QString base;
    QString output;
    QString check;
};

// The bytes after a log's last end of line when they are the part of a line
// that a stopped run was writing: after a whole line, shorter than a line
// can be, in the words of a log. 0 otherwise (a log that ends well, or a file
// that is no log, which the reader refuses whole).
qint64 unfinishedTail(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly) || file.size() == 0)
        return 0;
    const qint64 block = std::min<qint64>(file.size(), LineReader::kMaxLineBytes + 1);
    if (!file.seek(file.size() - block))
        return 0;
    const QByteArray end = file.read(block);
    const qsizetype lastEnd = end.lastIndexOf('\n');
    if (lastEnd < 0)
        return 0;
    const QByteArray tail = end.mid(lastEnd + 1);
    const bool logWords = std::all_of(tail.begin(), tail.end(), [](char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == ' ' || c == '-';
    });
    return logWords ? tail.size() : 0;
}

// Reads a log into the book; with `keepEntries`, a position the book
// already holds keeps its entry. A last line without its end of line is
// left out: a run stopped while writing it (or still writing it, the log of
// another --part), and a cut score would read as another score. False with
// `error` set on a line that is not one.
bool readLog(BookMaker &maker, const GameOptions &game, const QString &fileName, bool keepEntries, QString *error)
{
    QFile file(fileName);
    if (!file.exists())
        return true; // a new log
    if (!ui::DataFile::isRegularFile(fileName, error))
        return false;
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QCoreApplication::translate("Cli", "cannot read %1: %2").arg(fileName, file.errorString());
        return false;
    }
    // Read line by line: a log grows with every solved position.
    const bool unfinished = unfinishedTail(fileName) > 0;
    QTextStream in(&file);
    LineReader lines(in);
    QString line;
    for (LineReader::Result result; (result = lines.next(&line)) != LineReader::Result::End;) {
        if (unfinished && in.atEnd())
            break;
        const int number = lines.lineNumber();
        const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.isEmpty() && result == LineReader::Result::Line)
            continue;
        const QString moves = words.value(0) == QLatin1String("-") ? QString() : words.value(0);
        auto position = gameFromText(game, moves.toStdString());
        auto withMove = gameFromText(game, (moves + words.value(1)).toStdString());
        bool scoreOk = false;
        const int score = words.value(2).toInt(&scoreOk);
        auto *before = std::get_if<std::unique_ptr<Game>>(&position);
        auto *after = std::get_if<std::unique_ptr<Game>>(&withMove);
        if (!before || !after || !scoreOk || (*before)->isOver() || (*after)->plyCount() != (*before)->plyCount() + 1) {
            *error = QCoreApplication::translate("Cli", "%1 line %2 is not '<moves> <move> <score>'")
                         .arg(fileName)
                         .arg(number);
            return false;
        }
        if (keepEntries && maker.find(**before))
            continue;
        maker.insert(**before, {(*after)->history().back(), score});
    }
    if (const QString why = lines.readError(); !why.isEmpty()) {
        *error = QCoreApplication::translate("Cli", "cannot read %1: %2").arg(fileName, why);
        return false;
    }
    return true;
}

QString positionText(const Game &game)
{
    return game.plyCount() == 0 ? QStringLiteral("-") : QString::fromStdString(game.toText());
}

// Replaces the maker's book by a file's; an explanation if it is none of this game and board.
std::optional<QString> readBook(BookMaker &maker, const QString &fileName)
{
    QString problem;
    if (QFileInfo::exists(fileName) && !ui::DataFile::isRegularFile(fileName, &problem))
        return problem;
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return QCoreApplication::translate("Cli", "cannot read %1: %2").arg(fileName, file.errorString());
    // At most one byte past the limit, whatever size the file claims.
    const QByteArray bytes =
        file.size() > ui::kMaxBookBytes ? QByteArray() : ui::DataFile::readAtMost(file, ui::kMaxBookBytes);
    if (file.size() > ui::kMaxBookBytes || bytes.size() > ui::kMaxBookBytes)
        return QCoreApplication::translate("Cli", "%1 is larger than a book can be (%2 MiB)")
            .arg(fileName)
            .arg(ui::kMaxBookBytes >> 20);
    if (file.error() != QFileDevice::NoError)
        return QCoreApplication::translate("Cli", "cannot read %1: %2").arg(fileName, file.errorString());
    const BookMaker::ReadResult read = maker.readBook(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (const auto *problem = std::get_if<BookMaker::NotABook>(&read))
        return QCoreApplication::translate("Cli", "%1: %2").arg(fileName, QString::fromStdString(problem->reason));
    if (std::holds_alternative<BookMaker::OtherBoard>(read))
        return QCoreApplication::translate("Cli", "%1 is a book for another board or rule").arg(fileName);
    return std::nullopt;
}

// What a check found.
struct CheckCounts {
    int checked = 0, wrong = 0, missing = 0;
    std::size_t completePositions = 0; // the promise of every position to completePlies(), counted apart
    int completeMissing = 0, disagreeing = 0;
};

// The stored score must be the position's, and the stored move must keep it
// (among moves of equal score any will do).
void checkWithSolver(BookMaker &maker, const Game &game, BookMaker::Choice choice, CheckCounts &counts,
                     QTextStream &out)
{
    const std::unique_ptr<Game> after = game.clone();
    after->play(choice.move);
    const int position = maker.solve(game);
    const int kept = !after->isOver()       ? -maker.solve(*after)
        : after->outcome() == Outcome::Draw ? 0
                                            : maker.winScore(game);
    ++counts.checked;
    if (position != choice.score || kept != choice.score) {
        ++counts.wrong;
        out << positionText(game) << " book " << QString::fromStdString(game.moveToText(choice.move)) << ' '
            << choice.score << " solver " << position << " after the move " << kept << '\n';
    }
}

// Every position to completePlies(): each one there, each above the deepest
// ply chosen as its children's entries say (a missing child is reported as
// missing in its own ply).
void checkEveryPosition(BookMaker &maker, const BookOptions &options, CheckCounts &counts, QTextStream &out)
{
    maker.visitEveryPosition(maker.completePlies(), [&](const Game &game, bool deepest) {
        ++counts.completePositions;
        const auto choice = maker.find(game);
        if (!choice) {
            ++counts.completeMissing;
            out << positionText(game) << " missing\n";
            return;
        }
        if (!deepest) {
            if (maker.agreesWithChildren(game, *choice) == false) {
                ++counts.disagreeing;
                out << positionText(game) << " book " << QString::fromStdString(game.moveToText(choice->move)) << ' '
                    << choice->score << " disagrees with its children\n";
            }
        } else if (game.plyCount() >= options.checkFrom) {
            checkWithSolver(maker, game, *choice, counts, out); // the deepest ply: only the solver can tell
        }
    });
}

// Checks every position of the walk against the book, and those with at
// least --check-from plies against the solver.
int checkBook(BookMaker &maker, const BookOptions &options, QTextStream &out, QTextStream &err)
{
    if (const std::optional<QString> problem = readBook(maker, options.check))
        return usageError(err, *problem);
    CheckCounts counts;
    const int completePlies = maker.completePlies() > 0 ? maker.completePlies() : -1;
    for (int side : options.sides) {
        const int plies = maker.seatPlies(side);
        if (maker.keepsSeatsApart() && plies == 0)
            continue; // the book leaves these lines out on purpose
        maker.walkPerfectLines(side, plies, [&](const Game &game) -> std::optional<Move> {
            const auto choice = maker.find(game);
            if (game.plyCount() <= completePlies) // checked with every position of its ply, below
                return choice ? choice->move : game.legalMoves().front();
            if (!choice) {
                ++counts.missing;
                out << positionText(game) << " missing\n";
                return game.legalMoves().front(); // go on, to count every gap
            }
            if (game.plyCount() >= options.checkFrom)
                checkWithSolver(maker, game, *choice, counts, out);
            return choice->move;
        });
    }
    if (maker.completePlies() > 0)
        checkEveryPosition(maker, options, counts, out);
    if (counts.completePositions > 0)
        out << QCoreApplication::translate(
                   "Cli", "every position to ply %1: %2 positions, %3 missing, %4 disagreeing with their children")
                   .arg(completePlies)
                   .arg(counts.completePositions)
                   .arg(counts.completeMissing)
                   .arg(counts.disagreeing)
            << '\n';
    out << QCoreApplication::translate(
               "Cli", "%1 entries, %2 plies; %3 positions of the walk missing; %4 checked against the solver, %5 wrong")
               .arg(maker.bookSize())
               .arg(maker.bookPlies())
               .arg(counts.missing)
               .arg(counts.checked)
               .arg(counts.wrong)
        << '\n';
    const bool clean =
        counts.missing == 0 && counts.wrong == 0 && counts.completeMissing == 0 && counts.disagreeing == 0;
    return clean ? kExitOk : kExitInputFailed;
}

int makeBook(BookMaker &maker, const GameOptions &game, BookOptions options, QTextStream &out, QTextStream &err)
{
    // Whether the book can be written is known now, not after hours of
    // solving: a file about to be written, then given up, leaves nothing.
    if (!options.output.isEmpty()) {
        QSaveFile file(options.output);
        if (!file.open(QIODevice::WriteOnly))
            return usageError(
                err,
                QCoreApplication::translate("Cli", "cannot write %1: %2").arg(file.fileName(), file.errorString()));
        file.cancelWriting();
    }
    maker.startBook(options.plies);
    if (!options.base.isEmpty()) {
        if (const std::optional<QString> problem = readBook(maker, options.base))
            return usageError(err, *problem);
        if (!maker.keepsSeatsApart()) {
            if (!options.pliesGiven)
                options.plies = options.secondPlies = maker.bookPlies(); // the base's lines, walked again
            maker.setSeatPlies(0, options.plies);
        }
    }
    if (maker.keepsSeatsApart()) {
        maker.setSeatPlies(0, options.sides.contains(0) ? options.plies : 0);
        maker.setSeatPlies(1, options.sides.contains(1) ? options.secondPlies : 0);
    }
    QString error;
    for (const QString &log : options.logs) {
        // A --base book's entries stay: a log made without it may hold
        // another move of the same score (the solver's tie-break is not
        // mirror-symmetric), which would change the base's lines.
        if (!readLog(maker, game, log, !options.base.isEmpty(), &error))
            return usageError(err, error);
    }
    const std::size_t known = maker.bookSize();
    QFile logFile(options.logs.value(0));
    if (!options.logs.isEmpty() && !logFile.open(QIODevice::Append | QIODevice::Text))
        return usageError(
            err,
            QCoreApplication::translate("Cli", "cannot write %1: %2").arg(logFile.fileName(), logFile.errorString()));
    // The line a stopped run left unfinished goes, so that the next one
    // starts on a line of its own; its position is solved again.
    if (const qint64 tail = logFile.isOpen() ? unfinishedTail(logFile.fileName()) : 0; tail > 0) {
        if (!logFile.resize(logFile.size() - tail) || !logFile.seek(logFile.size()))
            return usageError(err,
                              QCoreApplication::translate("Cli", "cannot write %1: %2")
                                  .arg(logFile.fileName(), logFile.errorString()));
        err << QCoreApplication::translate("Cli",
                                           "%1: its last line was left unfinished by a stopped run; "
                                           "it is dropped, and its position solved again")
                   .arg(logFile.fileName())
            << '\n';
    }
    QTextStream log(&logFile);
    QElapsedTimer total;
    total.start();
    std::size_t solved = 0;
    // `choose()` is the solver's choice for `game`, timed for the log.
    const auto chooseAndLog = [&](const Game &position, const auto &choose) {
        QElapsedTimer timer;
        timer.start();
        const BookMaker::Choice choice = choose();
        maker.insert(position, choice);
        ++solved;
        const QString line = QStringLiteral("%1 %2 %3 %4")
                                 .arg(positionText(position), QString::fromStdString(position.moveToText(choice.move)))
                                 .arg(choice.score)
                                 .arg(timer.elapsed());
        if (logFile.isOpen()) {
            log << line << '\n';
            log.flush();
        }
        out << line << '\n';
        out.flush();
        return choice;
    };
    if (options.allPlies > 0) {
        maker.completeBook(
            options.allPlies,
            [&](const Game &position, std::optional<int> knownScore) {
                return chooseAndLog(position, [&] {
                    return knownScore ? maker.bestMoveOfScore(position, *knownScore) : maker.bestMove(position);
                });
            },
            options.part, options.parts);
    }
    if (options.parts == 1) {
        for (int side : options.sides) {
            const int plies = side == 0 ? options.plies : options.secondPlies;
            maker.walkPerfectLines(side, plies, [&](const Game &position) -> std::optional<Move> {
                if (const auto choice = maker.find(position))
                    return choice->move;
                return chooseAndLog(position, [&] { return maker.bestMove(position); }).move;
            });
        }
    }
    out << QCoreApplication::translate("Cli", "%1 positions: %2 from the logs, %3 solved in %4 s")
               .arg(maker.bookSize())
               .arg(known)
               .arg(solved)
               .arg(total.elapsed() / 1000)
        << '\n';

    if (!options.output.isEmpty()) {
        QSaveFile file(options.output);
        const std::string bytes = maker.bookBytes();
        const QByteArray data(bytes.data(), qsizetype(bytes.size()));
        if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit())
            return usageError(
                err,
                QCoreApplication::translate("Cli", "cannot write %1: %2").arg(file.fileName(), file.errorString()));
    }
    return kExitOk;
}

void addBookOptions(CommandParser &parser, const GameRegistry &games)
{
    addGameOptions(parser, games);
    parser.addOption({QStringLiteral("plies"),
                      QCoreApplication::translate("Cli", "Cover the positions with at most this many plies played."),
                      QStringLiteral("plies"), QStringLiteral("8")});
    parser.addOption(
        {QStringLiteral("second-plies"),
         QCoreApplication::translate(
             "Cli",
             "For a book that covers each player's lines to a depth of its own (4Mation's): cover the second player's "
             "lines only to this many plies (default: --plies), where its deeper positions cost too much to solve."),
         QStringLiteral("plies")});
    parser.addOption(
        {QStringLiteral("all-plies"),
         QCoreApplication::translate(
             "Cli",
             "Also hold every position with at most this many plies played, "
             "whoever played them, so that the Perfect level answers at once in games it did not play from the start. "
             "Only the deepest of these plies is solved; the others are chosen from their children."),
         QStringLiteral("plies"), QStringLiteral("0")});
    parser.addOption(
        {QStringLiteral("part"),
         QCoreApplication::translate(
             "Cli",
             "With --all-plies: solve only share K of N of the deepest ply (one run per core, each with its own log), "
             "and write no book. A run without --part, given every log, then completes the book."),
         QStringLiteral("K/N")});
    parser.addOption({QStringLiteral("side"),
                      QCoreApplication::translate("Cli", "The lines of the first player, the second, or both."),
                      QStringLiteral("first|second|both"), QStringLiteral("both")});
    parser.addOption({QStringLiteral("log"),
                      QCoreApplication::translate("Cli",
                                                  "The log of solved positions: read first, then appended to. May be "
                                                  "given several times; new positions go to the first."),
                      QStringLiteral("file")});
    parser.addOption(
        {QStringLiteral("base"),
         QCoreApplication::translate(
             "Cli",
             "Start from this book's entries (a book made before, whose logs are gone); a log's entry for a position "
             "the book holds does not replace it, so the book's lines stay. With --all-plies, where the book holds the "
             "ply above, its moves give the score of the positions they lead to, which are then solved faster."),
         QStringLiteral("file")});
    parser.addOption({QStringLiteral("output"), QCoreApplication::translate("Cli", "Write the book to this file."),
                      QStringLiteral("file")});
    parser.addOption({QStringLiteral("table-bits"),
                      QCoreApplication::translate("Cli", "The solver's table holds 2^N positions (N from 16 to 30)."),
                      QStringLiteral("N"), QStringLiteral("24")});
    parser.addOption({QStringLiteral("check"),
                      QCoreApplication::translate("Cli",
                                                  "Verify this book: every position of the walk is in it, and every "
                                                  "entry after --check-from plies agrees with the solver."),
                      QStringLiteral("file")});
    parser.addOption(
        {QStringLiteral("check-from"),
         QCoreApplication::translate("Cli", "With --check: solve the entries with at least this many plies played."),
         QStringLiteral("plies"), QStringLiteral("0")});
    addThreadsOption(parser, ThreadsUse::Solve);
}

} // namespace

int bookCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CommandParser parser(
        QStringLiteral("book"),
        QCoreApplication::translate(
            "Cli",
            "Makes an opening book (for a game that has them): the Perfect level's move in every position it can "
            "meet in the first plies, as either player, whatever the opponent plays. Solved positions go to the log "
            "as they are found, so an interrupted run goes on where it stopped. With --check, verifies a book "
            "instead."));
    addBookOptions(parser, games);
    int exitCode = kExitOk;
    if (!parser.parseArguments(arguments, out, err, &exitCode))
        return exitCode;

    QString error;
    const auto game = gameOptions(parser, games, &error);
    if (!game)
        return usageError(err, error);
    const auto tableBits = intOption(parser, QStringLiteral("table-bits"), 16, 30, &error);
    const auto threads = tableBits ? threadsOption(parser, &error) : std::nullopt;
    if (!threads)
        return usageError(err, error);
    auto made = game->rules->makeBookMaker(*game, *tableBits);
    if (const auto *problem = std::get_if<ParseError>(&made))
        return usageError(err, ui::parseErrorText(*problem));
    BookMaker &maker = *std::get<std::unique_ptr<BookMaker>>(made);
    maker.setThreads(*threads);
    const int cells = newGame(*game)->pliesLeftAtMost();
    BookOptions options;
    const auto plies = intOption(parser, QStringLiteral("plies"), 0, cells - 1, &error);
    const auto checkFrom = plies ? intOption(parser, QStringLiteral("check-from"), 0, cells, &error) : std::nullopt;
    if (!checkFrom)
        return usageError(err, error);
    options.plies = *plies;
    options.secondPlies = *plies;
    options.pliesGiven = parser.isSet(QStringLiteral("plies"));
    if (parser.isSet(QStringLiteral("second-plies"))) {
        if (!maker.keepsSeatsApart())
            return usageError(err,
                              QCoreApplication::translate("Cli", "--second-plies is for %1's tables only")
                                  .arg(gamesWithBooks(games, &BookMaker::keepsSeatsApart)));
        const auto secondPlies = intOption(parser, QStringLiteral("second-plies"), 0, *plies, &error);
        if (!secondPlies)
            return usageError(err, error);
        options.secondPlies = *secondPlies;
    }
    options.checkFrom = *checkFrom;
    if (parser.isSet(QStringLiteral("all-plies"))) {
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
            return usageError(
                err,
                QCoreApplication::translate("Cli", "--part must be K/N with 1 <= K <= N and 2 <= N <= 64, not '%1'")
                    .arg(parser.value(QStringLiteral("part"))));
        if (options.allPlies == 0)
            return usageError(
                err,
                QCoreApplication::translate(
                    "Cli", "--part shares the deepest ply of --all-plies, which must then be at least 1"));
        if (parser.isSet(QStringLiteral("output")) || parser.isSet(QStringLiteral("check")))
            return usageError(
                err,
                QCoreApplication::translate("Cli", "a run with --part makes no book: leave out --output and --check"));
        if (!parser.isSet(QStringLiteral("log")))
            return usageError(
                err,
                QCoreApplication::translate("Cli", "a run with --part keeps its results only in its log: give --log"));
        options.part = part - 1;
        options.parts = parts;
    }
    const QString side = parser.value(QStringLiteral("side"));
    if (side != QLatin1String("first") && side != QLatin1String("second") && side != QLatin1String("both"))
        return usageError(
            err, QCoreApplication::translate("Cli", "--side must be first, second or both, not '%1'").arg(side));
    if (side != QLatin1String("second"))
        options.sides << 0;
    if (side != QLatin1String("first"))
        options.sides << 1;
    options.logs = parser.values(QStringLiteral("log"));
    options.output = parser.value(QStringLiteral("output"));
    options.base = parser.value(QStringLiteral("base"));
    options.check = parser.value(QStringLiteral("check"));

    return options.check.isEmpty() ? makeBook(maker, *game, options, out, err) : checkBook(maker, options, out, err);
}

} // namespace quatre::cli
