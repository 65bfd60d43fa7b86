// quatre-cli analyse and review, run in-process: their lines, checked
// against the core's Analyst and a solver of the test's own, the opening
// book's answers, and the one-line errors with exit code 2.
#include "ui/books/openingbook.h"
#include "ui/cli/cli.h"
#include "ui/games/gamelist.h"
#include "ui/savedgame/savedgame.h"
#include "ui/text/movevaluetext.h"

#include "clicontext.h"
#include "testseed.h"

#include "core/analysis/analyst.h"
#include "core/analysis/review.h"
#include "core/games/connectfour/connectfourrules.h"
#include "core/games/fourmation/fourmationrules.h"
#include "core/games/quarto/quartorules.h"
#include "core/games/randomposition.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <cstdio>
#include <fcntl.h>
#include <random>

using namespace quatre;

namespace {

// The exact score, for the side to move of `game`, of the position after
// `move`, from a solver of the test's own (its table emptied first).
int solvedScore(ExactSolver &solver, const Game &game, Move move)
{
    std::unique_ptr<Game> child = game.clone();
    child->play(move);
    if (child->isOver())
        return child->outcome() == winFor(game.sideToMove()) ? solver.winNowScore(game) : 0;
    solver.clearTable();
    return -*solver.solve(*child);
}

// The line analyse prints for an exact value.
QString exactLine(const ExactSolver &solver, const Game &game, Move move, int score)
{
    const MoveValue value{move, true, score, solver.verdictOf(game, score)};
    return QStringLiteral("%1 %2 exact %3")
        .arg(QString::fromStdString(game.moveToText(move)))
        .arg(score)
        .arg(ui::moveValueText(value));
}

// A position of `plies` seeded random moves none of which ends the game
// (after a dead end, the next one the generator gives).
std::unique_ptr<Game> randomPosition(const GameOptions &options, int plies, std::uint64_t seed)
{
    std::mt19937_64 random(seed);
    for (;;) {
        if (std::unique_ptr<Game> game = quatre::randomPosition(options, plies, random))
            return game;
    }
}

QStringList gameArguments(const GameOptions &options)
{
    QStringList arguments{QStringLiteral("--game"),
                          QString::fromLatin1(options.rules->id().data(), qsizetype(options.rules->id().size()))};
    for (std::size_t i = 0; i < options.rules->options().size(); ++i) {
        const OptionSpec &spec = options.rules->options()[i];
        const QString name = QStringLiteral("--")
            + QString::fromLatin1(spec.commandLineName.data(), qsizetype(spec.commandLineName.size()));
        if (spec.kind == OptionSpec::Kind::Flag) {
            if (options.values[i])
                arguments << name;
        } else {
            arguments << name << QString::number(options.values[i]);
        }
    }
    return arguments;
}

QByteArray savedGame(const GameOptions &options, const std::string &moves, int firstSeat)
{
    ui::GameRecord record;
    record.options = options;
    record.seats = {ui::Seat::person(), ui::Seat::computer(*aiConfigFromText("expert:d4"))};
    record.firstSeat = firstSeat;
    record.moves = std::get<std::unique_ptr<Game>>(gameFromText(options, moves))->history();
    return ui::SavedGame(record).toJson();
}

// Far more than any position of these games needs: every review line is
// then the same however busy the machine.
const QString kBudgetMs = QStringLiteral("60000");
constexpr AnalysisBudget kBudget{std::chrono::seconds(60), std::chrono::seconds(30)};

// The lines review must print for `moves`, from the core's Analyst and
// review, in the format its help gives.
QStringList expectedReview(const GameOptions &options, const std::string &moves, int firstSeat)
{
    const std::vector<Move> history = std::get<std::unique_ptr<Game>>(gameFromText(options, moves))->history();
    Analyst analyst(options);
    const std::unique_ptr<Game> game = newGame(options);
    std::vector<ReviewedMove> reviewed;
    QStringList lines;
    for (std::size_t i = 0; i < history.size(); ++i) {
        SearchControl control;
        const std::vector<MoveValue> values = *analyst.analyse(*game, control, kBudget);
        const ReviewedMove review = reviewMove(values, history[i]);
        reviewed.push_back(review);
        const MoveValue played =
            *std::find_if(values.begin(), values.end(), [&](const MoveValue &v) { return v.move == history[i]; });
        QString line = QStringLiteral("%1. %2 %3 %4 (%5)")
                           .arg(i + 1)
                           .arg((firstSeat + static_cast<int>(i)) % 2 + 1)
                           .arg(QString::fromStdString(game->moveToText(history[i])),
                                ui::moveClassText(review.moveClass), ui::moveValueText(played));
        if (review.moveClass != MoveClass::Best && review.moveClass != MoveClass::NotAnalysed)
            line += QStringLiteral(", best %1 (%2)")
                        .arg(QString::fromStdString(game->moveToText(review.bestValue->move)),
                             ui::moveValueText(*review.bestValue));
        lines << line;
        game->play(history[i]);
    }
    for (int seat : {0, 1})
        lines << QStringLiteral("Player %1: %2")
                     .arg(seat + 1)
                     .arg(ui::reviewSummaryText(summaryOf(reviewed, seat == firstSeat ? 0 : 1)));
    return lines;
}

// A 6x7 game begun by player 2, who throws a win away with its third move
// (the game's fifth); both then make slower wins and faster losses.
const std::string kConnectFourGame = "4444352163311";

} // namespace

class TestAnalyse : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // As quatre-cli's main() does.
        QString error;
        QVERIFY2(ui::installOpeningBooks(ui::builtInGames(), &error), qPrintable(error));
        m_seed = test::testSeed(5200);
    }

    void theOpeningComesFromTheBook()
    {
        // The empty 6x7 board, in a millisecond: no solve could, the book does.
        const CliRun run = runCli({QStringLiteral("analyse"), QStringLiteral("--budget"), QStringLiteral("1")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        // Pascal Pons's values of the first disc, column by column.
        const GameOptions options = connectFourOptions();
        const std::unique_ptr<Game> empty = newGame(options);
        const std::unique_ptr<ExactSolver> solver = options.rules->makeSolver(options);
        QStringList expected;
        const int scores[] = {-2, -1, 0, 1, 0, -1, -2};
        for (Move column = 0; column < 7; ++column)
            expected << exactLine(*solver, *empty, column, scores[column]);
        QCOMPARE(run.out, expected);
        QCOMPARE(run.out.value(3), QStringLiteral("4 1 exact wins in 21"));
        QCOMPARE(run.out.value(2), QStringLiteral("3 0 exact draw"));
    }

    void everyLineIsTheSolversValue_data()
    {
        QTest::addColumn<int>("game"); // 0: Connect Four, 1: Quarto, 2: 4Mation
        QTest::addColumn<int>("plies");
        QTest::addColumn<int>("threads");
        QTest::newRow("Connect Four 6x7, 26 discs") << 0 << 26 << 2;
        QTest::newRow("Connect Four 5x5, 6 discs") << 3 << 6 << 2;
        QTest::newRow("Quarto, 8 empty squares") << 1 << 9 << 2;
        QTest::newRow("Quarto, 8 empty squares, one thread") << 1 << 9 << 1;
        QTest::newRow("4Mation 6x6, official rule, 6 cubes") << 2 << 6 << 2;
        QTest::newRow("4Mation 6x6, official rule, 6 cubes, 3 threads") << 2 << 6 << 3;
    }
    void everyLineIsTheSolversValue()
    {
        QFETCH(int, game);
        QFETCH(int, plies);
        QFETCH(int, threads);
        const GameOptions options = game == 0 ? connectFourOptions()
            : game == 3                       ? connectFourOptions(5, 5)
            : game == 1                       ? quartoOptions(true)
                                              : fourMationOptions(6, true);
        const std::unique_ptr<Game> position =
            randomPosition(options, plies, m_seed + static_cast<std::uint64_t>(game));
        const QString moves = QString::fromStdString(position->toText());
        const CliRun run = runCli(QStringList{QStringLiteral("analyse")} + gameArguments(options)
                                  << QStringLiteral("--budget") << QStringLiteral("60000")
                                  << QStringLiteral("--threads") << QString::number(threads) << moves);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        const std::vector<Move> legal = position->legalMoves();
        QCOMPARE(run.out.size(), static_cast<qsizetype>(legal.size()));
        const std::unique_ptr<ExactSolver> solver = options.rules->makeSolver(options);
        for (std::size_t i = 0; i < legal.size(); ++i)
            QCOMPARE(run.out[qsizetype(i)],
                     exactLine(*solver, *position, legal[i], solvedScore(*solver, *position, legal[i])));
    }

    void quartoBeforeTheOpeningGiveGetsEstimates()
    {
        // The moves are the sixteen gives; after them nothing is solved in a millisecond.
        const CliRun run = runCli({QStringLiteral("analyse"), QStringLiteral("--game"), QStringLiteral("quarto"),
                                   QStringLiteral("--budget"), QStringLiteral("1")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.size(), 16);
        static const QRegularExpression line(QStringLiteral("^[LD][ST][QR][FH] -?\\d+ estimate ≈ [+−=]$"));
        for (const QString &text : run.out)
            QVERIFY2(line.match(text).hasMatch(), qPrintable(text));
        QCOMPARE(run.out.first().left(4), QStringLiteral("LSQF"));
    }

    void badInputIsOneLineAndExitCode2_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("error");
        QTest::newRow("a column out of the board") << strings({"analyse", "48"}) << QStringLiteral("bad position '48'");
        QTest::newRow("a full column") << strings({"analyse", "1111111"}) << QStringLiteral("bad position");
        QTest::newRow("a game already over")
            << strings({"analyse", "1212121"}) << QStringLiteral("the game is already over in '1212121'");
        QTest::newRow("two positions") << strings({"analyse", "44", "53"})
                                       << QStringLiteral("analyse takes at most one position, got 2");
        QTest::newRow("a budget of 0") << strings({"analyse", "--budget", "0"})
                                       << QStringLiteral("--budget must be a whole number from 1 to 3600000, not '0'");
        QTest::newRow("a budget too large")
            << strings({"analyse", "--budget", "3600001"}) << QStringLiteral("--budget must be a whole number");
        QTest::newRow("a budget in words")
            << strings({"analyse", "--budget", "soon"}) << QStringLiteral("--budget must be a whole number");
        QTest::newRow("no threads") << strings({"analyse", "--threads", "0"})
                                    << QStringLiteral("--threads must be a whole number from 1 to 256, not '0'");
        QTest::newRow("threads in words")
            << strings({"analyse", "--threads", "all"}) << QStringLiteral("--threads must be a whole number");
        QTest::newRow("an unknown option") << strings({"analyse", "--fast"}) << QStringLiteral("Unknown option 'fast'");
        QTest::newRow("an unknown game") << strings({"analyse", "--game", "chess"})
                                         << QStringLiteral("unknown game 'chess'");
        QTest::newRow("Quarto, a bad piece")
            << strings({"analyse", "--game", "quarto", "DTRX"}) << QStringLiteral("bad position 'DTRX'");
        QTest::newRow("4Mation, off the board")
            << strings({"analyse", "--game", "4mation", "--size", "5", "f6"}) << QStringLiteral("bad position 'f6'");
        QTest::newRow("review without a file")
            << strings({"review"}) << QStringLiteral("review takes one saved game: a file, or - for standard input");
        QTest::newRow("review of two files") << strings({"review", "a", "b"}) << QStringLiteral("(got 2)");
        QTest::newRow("review, a bad budget")
            << strings({"review", "--budget", "-5", "-"}) << QStringLiteral("--budget must be a whole number");
        QTest::newRow("review, too many threads")
            << strings({"review", "--threads", "257", "-"}) << QStringLiteral("--threads must be a whole number");
        QTest::newRow("review of a file that is not there")
            << strings({"review", "/nonexistent/game.quatre"})
            << QStringLiteral("The file \"/nonexistent/game.quatre\" does not exist.");
        QTest::newRow("review of a folder") << strings({"review", "/"}) << QStringLiteral("is a folder, not a file");
        QTest::newRow("review of a device, which never ends")
            << strings({"review", "/dev/zero"}) << QStringLiteral("\"/dev/zero\" is a device, not a regular file.");
        QTest::newRow("bench --analysis, no positions")
            << strings({"bench", "--analysis", "--count", "0"}) << QStringLiteral("--count must be a whole number");
        QTest::newRow("bench --analysis, no threads")
            << strings({"bench", "--analysis", "--threads", "0"}) << QStringLiteral("--threads must be a whole number");
    }
    void badInputIsOneLineAndExitCode2()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, error);
        const CliRun run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.startsWith(QStringLiteral("quatre-cli: ")) && run.err.contains(error), qPrintable(run.err));
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
        QVERIFY(run.err.endsWith(QLatin1Char('\n')));
    }

    void benchAnalysisOfOneGameTimesItsPositionsOnly()
    {
        // Few positions, from the book's plies and 4Mation's quick ones: the
        // rows' names say which game's positions were timed.
        const auto rowsOf = [](const CliRun &run) {
            QStringList rows;
            for (const QString &line : run.out)
                if (line.startsWith(QLatin1String("| ")) && !line.startsWith(QLatin1String("| set ")))
                    rows << line.section(QLatin1Char('|'), 1, 1).trimmed();
            return rows;
        };
        const CliRun connectFour = runCli(strings({"bench", "--analysis", "--game", "connect4", "--count", "2"}));
        QCOMPARE(connectFour.exitCode, 0);
        QCOMPARE(rowsOf(connectFour).mid(0, 2), strings({"connect4-30", "connect4-30 (quiet)"}));
        for (const QString &row : rowsOf(connectFour))
            QVERIFY2(row.startsWith(QLatin1String("connect4-30")), qPrintable(row));
        const CliRun fourMation =
            runCli(strings({"bench", "--analysis", "--game", "4mation", "--count", "1", "--threads", "1"}));
        QCOMPARE(fourMation.exitCode, 0);
        QCOMPARE(rowsOf(fourMation), strings({"4mation-official-7-8"}));
    }

    void helpTellsTheFormat()
    {
        const CliRun analyse = runCli({QStringLiteral("analyse"), QStringLiteral("--help")});
        QCOMPARE(analyse.exitCode, 0);
        QVERIFY(analyse.out.join(QLatin1Char(' ')).contains(QLatin1String("--budget <MS>")));
        const CliRun review = runCli({QStringLiteral("review"), QStringLiteral("--help")});
        QCOMPARE(review.exitCode, 0);
        QVERIFY(review.out.join(QLatin1Char(' ')).contains(QLatin1String("FILE|-")));
        const CliRun usage = runCli({QStringLiteral("--help")});
        QVERIFY(usage.out.join(QLatin1Char('\n')).contains(QLatin1String("  analyse ")));
        QVERIFY(usage.out.join(QLatin1Char('\n')).contains(QLatin1String("  review ")));
    }

    void reviewJudgesEveryMoveOfASavedGame_data()
    {
        QTest::addColumn<int>("game"); // 0: Connect Four 6x7, 1: 4Mation 5x5
        QTest::addColumn<int>("plies"); // -1: kConnectFourGame, else seeded random moves
        QTest::addColumn<int>("firstSeat");
        QTest::newRow("Connect Four, player 2 begins") << 0 << -1 << 1;
        QTest::newRow("Connect Four, random moves") << 0 << 24 << 0;
        QTest::newRow("4Mation 5x5") << 1 << 12 << 0;
        QTest::newRow("no moves") << 0 << 0 << 0;
    }
    void reviewJudgesEveryMoveOfASavedGame()
    {
        QFETCH(int, game);
        QFETCH(int, plies);
        QFETCH(int, firstSeat);
        const GameOptions options = game == 0 ? connectFourOptions() : fourMationOptions(5);
        const std::string moves = plies < 0
            ? kConnectFourGame
            : randomPosition(options, plies, m_seed + static_cast<std::uint64_t>(game))->toText();
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("game.quatre"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(savedGame(options, moves, firstSeat));
        file.close();

        const CliRun run = runCli({QStringLiteral("review"), QStringLiteral("--budget"), kBudgetMs, path});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        if (moves.empty())
            QCOMPARE(run.out, strings({"Player 1: no moves", "Player 2: no moves"}));
        else
            QCOMPARE(run.out, expectedReview(options, moves, firstSeat));
    }

    void aThrownAwayWinIsNamed()
    {
        // The 6x7 game's fifth move, by player 2 (who began): column 3 where
        // column 4 won. The line names the class and the best move.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("game.quatre"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(savedGame(connectFourOptions(), kConnectFourGame, 1));
        file.close();
        const CliRun run = runCli({QStringLiteral("review"), QStringLiteral("--budget"), kBudgetMs, path});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.value(4), QStringLiteral("5. 2 3 blunder (loses in 18), best 4 (wins in 19)"));
        QCOMPARE(run.out.value(0), QStringLiteral("1. 2 4 best (wins in 21)"));
        QVERIFY2(run.out.last().startsWith(QStringLiteral("Player 2: ")), qPrintable(run.out.last()));
        QVERIFY2(run.out.last().contains(QStringLiteral("accuracy")), qPrintable(run.out.last()));
    }

    void reviewReadsStandardInput()
    {
        const QByteArray json = savedGame(connectFourOptions(), kConnectFourGame, 1);
        const CliRun fromInput =
            runCli({QStringLiteral("review"), QStringLiteral("--budget"), kBudgetMs, QStringLiteral("-")},
                   QString::fromUtf8(json));
        QCOMPARE(fromInput.exitCode, 0);
        QCOMPARE(fromInput.out, expectedReview(connectFourOptions(), kConnectFourGame, 1));
    }

    void aBadSavedGameIsOneLineAndExitCode2_data()
    {
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<QString>("error");
        QTest::newRow("not JSON") << QByteArray("4453, not JSON") << QStringLiteral("JSON");
        QTest::newRow("cut short") << savedGame(connectFourOptions(), "4453", 0).left(40)
                                   << QStringLiteral("ends too early");
        QTest::newRow("another JSON file")
            << QByteArray("{\"format\": \"something else\"}") << QStringLiteral("not a Quatre saved game");
        QByteArray illegal = savedGame(connectFourOptions(), "4453", 0);
        illegal.replace("\"3\"", "\"9\"");
        QTest::newRow("an illegal move") << illegal << QStringLiteral("Move 4, \"9\", cannot be played");
        QTest::newRow("binary") << QByteArray("\x1b[2J\x00\xff", 6) << QStringLiteral("JSON");
        QTest::newRow("too large") << QByteArray(2 * 1024 * 1024, ' ') << QStringLiteral("too large");
    }
    void aBadSavedGameIsOneLineAndExitCode2()
    {
        QFETCH(QByteArray, contents);
        QFETCH(QString, error);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("bad.quatre"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(contents);
        file.close();
        for (const bool standardInput : {false, true}) {
            const CliRun run = standardInput
                ? runCli({QStringLiteral("review"), QStringLiteral("-")}, QString::fromUtf8(contents))
                : runCli({QStringLiteral("review"), path});
            QCOMPARE(run.exitCode, 2);
            QVERIFY(run.out.isEmpty());
            QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
            QVERIFY2(run.err.startsWith(QStringLiteral("quatre-cli: ")), qPrintable(run.err));
            // The file's name or standard input, then what is wrong.
            QVERIFY2(run.err.contains(standardInput ? QStringLiteral("standard input") : path), qPrintable(run.err));
            QVERIFY2(run.err.contains(error), qPrintable(run.err));
            QVERIFY2(!run.err.contains(QChar(0x1b)), qPrintable(run.err));
        }
    }

    void aFolderAsStandardInputFailsWithExitCode1()
    {
        // As the shell's `< folder` gives it: the input fails at its first read,
        // as solve's does.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const int descriptor = ::open(QFile::encodeName(dir.path()).constData(), O_RDONLY);
        QVERIFY(descriptor >= 0);
        FILE *folder = ::fdopen(descriptor, "r");
        QVERIFY(folder);
        QString output, errors;
        int exitCode = -1;
        {
            QTextStream in(folder, QIODevice::ReadOnly), out(&output), err(&errors);
            exitCode =
                cli::run(cliContext(), {QStringLiteral("quatre-cli"), QStringLiteral("review"), QStringLiteral("-")},
                         in, out, err);
        }
        std::fclose(folder);
        QCOMPARE(exitCode, 1);
        QVERIFY(output.isEmpty());
        QVERIFY2(errors.startsWith(QStringLiteral("quatre-cli review: cannot read the input: ")), qPrintable(errors));
        QCOMPARE(errors.count(QLatin1Char('\n')), 1);
    }

private:
    std::uint64_t m_seed = 0;
};

QTEST_GUILESS_MAIN(TestAnalyse)
#include "tst_analyse.moc"
