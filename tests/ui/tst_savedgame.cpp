// SavedGame: the saved-game format. Every game and option survives a round
// trip; every kind of bad file is refused with a clear message (and never
// crashes, even when mangled at random).
#include "core/games/connectfour/connectfourrules.h"
#include "core/games/fourmation/fourmationrules.h"
#include "core/games/quarto/quartorules.h"
#include "ui/games/gamelist.h"
#include "core/games/fourmation/fourmationhardcore.h"
#include "ui/savedgame/savedgame.h"

#include "ui/storage/datafile.h"

#include "testpaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <limits>
#include <random>

using namespace quatre;
using namespace quatre::ui;

namespace {

Seat ai(AiLevel level, int depth = 4, int budgetMs = 1000, std::uint64_t seed = 1)
{
    AiConfig config;
    config.level = level;
    config.depth = depth;
    config.budget = std::chrono::milliseconds(budgetMs);
    config.seed = seed;
    return Seat::computer(config);
}

// `plies` random legal moves (seeded), the last `redo` of them as the redo
// tail. Moves that end the game are left for when nothing else is legal, so
// that the game lasts as asked.
SavedGame randomGame(const GameOptions &options, int plies, int redo, unsigned seed)
{
    SavedGame saved;
    saved.options = options;
    std::mt19937 random(seed);
    const std::unique_ptr<Game> game = newGame(options);
    for (int i = 0; i < plies && !game->isOver(); ++i) {
        std::vector<Move> moves;
        for (Move move : game->legalMoves()) {
            const std::unique_ptr<Game> after = game->clone();
            after->play(move);
            if (!after->isOver())
                moves.push_back(move);
        }
        if (moves.empty())
            moves = game->legalMoves();
        const Move move = moves[random() % moves.size()];
        game->play(move);
        (i < plies - redo ? saved.moves : saved.redo).push_back(move);
    }
    return saved;
}

// A valid Connect Four game as JSON, to be spoilt by each test.
QJsonObject validObject()
{
    return QJsonDocument::fromJson(
               QByteArrayLiteral("{\n"
                                 "        \"format\": \"quatre-saved-game\", \"version\": 1, \"game\": \"connect4\",\n"
                                 "        \"options\": {\"rows\": 6, \"columns\": 7},\n"
                                 "        \"players\": [{\"type\": \"human\"}, {\"type\": \"ai\", \"level\": "
                                 "\"minimax\", \"depth\": 4, \"budgetMs\": 1000}],\n"
                                 "        \"firstPlayer\": 1, \"moves\": [\"4\", \"4\", \"5\", \"3\"], \"redo\": []\n"
                                 "    }"))
        .object();
}

QByteArray bytes(const QJsonObject &object)
{
    return QJsonDocument(object).toJson();
}

} // namespace

class TestSavedGame : public QObject {
    Q_OBJECT

private slots:
    void roundTripsEveryGameAndOption_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::addColumn<bool>("squareRule");
        QTest::addColumn<int>("size");
        QTest::addColumn<bool>("officialRule");
        QTest::addColumn<int>("plies");
        QTest::addColumn<int>("redo");
        QTest::addColumn<int>("firstSeat");
        QTest::newRow("Connect Four 6x7") << "connect4" << 6 << 7 << false << 7 << false << 9 << 2 << 0;
        QTest::newRow("Connect Four 4x10") << "connect4" << 4 << 10 << false << 7 << false << 30 << 0 << 1;
        QTest::newRow("Connect Four 10x4") << "connect4" << 10 << 4 << false << 7 << false << 0 << 0 << 1;
        QTest::newRow("Quarto") << "quarto" << 4 << 4 << false << 7 << false << 9 << 3 << 0;
        QTest::newRow("Quarto square rule") << "quarto" << 4 << 4 << true << 7 << false << 17 << 1 << 1;
        QTest::newRow("4Mation 7") << "4mation" << 7 << 7 << false << 7 << false << 12 << 4 << 0;
        QTest::newRow("4Mation 10 official") << "4mation" << 7 << 7 << false << 10 << true << 30 << 0 << 1;
        QTest::newRow("4Mation 3 (impossible)") << "4mation" << 7 << 7 << false << 3 << false << 7 << 1 << 0;
    }
    void roundTripsEveryGameAndOption()
    {
        QFETCH(QString, game);
        QFETCH(int, rows);
        QFETCH(int, columns);
        QFETCH(bool, squareRule);
        QFETCH(int, size);
        QFETCH(bool, officialRule);
        QFETCH(int, plies);
        QFETCH(int, redo);
        QFETCH(int, firstSeat);
        GameOptions options = builtInGames().find(game.toStdString())->rules->defaultOptions();
        for (const auto &[key, value] : {std::pair<const char *, int>{"rows", rows},
                                         {"columns", columns},
                                         {"squareRule", squareRule},
                                         {"size", size},
                                         {"officialRule", officialRule}})
            if (options.rules->optionIndex(key) >= 0)
                options.setValue(key, value);
        SavedGame saved = randomGame(options, plies, redo, 42u + unsigned(plies));
        QCOMPARE(int(saved.moves.size()), plies - redo);
        QCOMPARE(int(saved.redo.size()), redo);
        const AiLevel strong = options.rules == &fourMationRules() ? kHardcoreLevel : AiLevel::Perfect;
        saved.seats = {ai(AiLevel::Minimax, 9, 2500, 123456789), ai(strong, 4, 60000, 3)};
        saved.firstSeat = firstSeat;
        saved.resultRecorded = plies % 2 == 1;

        const QByteArray json = saved.toJson();
        QString error;
        const std::optional<SavedGame> loaded = SavedGame::fromJson(json, builtInGames(), &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(loaded->options.rules, options.rules);
        QCOMPARE(loaded->moves, saved.moves);
        QCOMPARE(loaded->redo, saved.redo);
        QCOMPARE(loaded->seats[0], saved.seats[0]);
        QCOMPARE(loaded->seats[1], saved.seats[1]);
        QCOMPARE(loaded->firstSeat, firstSeat);
        QCOMPARE(loaded->resultRecorded, saved.resultRecorded);
        // Only the game's own options are kept.
        if (game == QLatin1String("connect4")) {
            QCOMPARE(loaded->options.value("rows"), rows);
            QCOMPARE(loaded->options.value("columns"), columns);
        } else if (game == QLatin1String("quarto")) {
            QCOMPARE(loaded->options.value("squareRule"), int(squareRule));
        } else {
            QCOMPARE(loaded->options.value("size"), size);
            QCOMPARE(loaded->options.value("officialRule"), int(officialRule));
        }
        // Writing it again gives the same text.
        QCOMPARE(loaded->toJson(), json);
    }

    // Any 64-bit seed can be set, and JSON numbers are exact only up to 2^53:
    // found by the GUI monkey, whose AI seeds are random 64-bit numbers.
    void everySeedSurvives_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::newRow("0") << quint64(0);
        QTest::newRow("2^53") << (quint64(1) << 53);
        QTest::newRow("2^53 + 1") << (quint64(1) << 53) + 1;
        QTest::newRow("2^64 - 1") << std::numeric_limits<quint64>::max();
    }
    void everySeedSurvives()
    {
        QFETCH(quint64, seed);
        SavedGame saved;
        saved.options = connectFourOptions();
        saved.seats = {ai(AiLevel::Random, 4, 1000, seed), Seat::person()};
        QString error;
        const std::optional<SavedGame> loaded = SavedGame::fromJson(saved.toJson(), builtInGames(), &error);
        QVERIFY2(loaded, qPrintable(error));
        QCOMPARE(quint64(loaded->seats[0].ai.seed), seed);
    }

    void peopleCanReadIt()
    {
        SavedGame saved;
        saved.options = connectFourOptions();
        saved.seats = {Seat::person(), ai(AiLevel::Expert, 4, 1500)};
        saved.firstSeat = 1;
        saved.moves = {3, 3, 4, 2}; // columns 4, 4, 5, 3
        saved.redo = {1}; // column 2
        const QString text = QString::fromUtf8(saved.toJson());
        QVERIFY2(text.contains(QLatin1String("\"format\": \"quatre-saved-game\"")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("\"version\": 1")));
        QVERIFY(text.contains(QLatin1String("\"game\": \"connect4\"")));
        QVERIFY(text.contains(QLatin1String("\"level\": \"expert\"")));
        QVERIFY(text.contains(QLatin1String("\"budgetMs\": 1500")));
        QVERIFY(text.contains(QLatin1String("\"firstPlayer\": 2")));
        // The moves in the game's notation, one per line.
        const QJsonObject root = QJsonDocument::fromJson(saved.toJson()).object();
        QCOMPARE(root.value(QLatin1String("moves")).toArray(),
                 (QJsonArray{QStringLiteral("4"), QStringLiteral("4"), QStringLiteral("5"), QStringLiteral("3")}));
        QCOMPARE(root.value(QLatin1String("redo")).toArray(), QJsonArray{QStringLiteral("2")});
        QVERIFY(text.count(QLatin1Char('\n')) > 10);
    }

    // The review's summary is kept for people: written, read back, and when
    // malformed dropped without refusing the game.
    void theReviewSummaryIsKeptOrDropped()
    {
        SavedGame saved;
        saved.options = connectFourOptions();
        saved.moves = {3, 3, 4, 2};
        saved.reviewedMoves = 3;
        saved.reviewSummary = {QStringLiteral("Red: 1 mistake; accuracy 50%"), QStringLiteral("Yellow: accuracy 100%")};
        const QByteArray json = saved.toJson();
        QVERIFY(json.contains("\"summary\": ["));
        QString error;
        const auto read = SavedGame::fromJson(json, builtInGames(), &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(*read, saved);

        const QJsonObject root = QJsonDocument::fromJson(json).object();
        const QList<QJsonValue> broken = {
            QJsonValue(QStringLiteral("not an object")),
            QJsonObject{{QStringLiteral("moves"), 9},
                        {QStringLiteral("summary"), root[QStringLiteral("review")][QStringLiteral("summary")]}},
            QJsonObject{{QStringLiteral("moves"), 2},
                        {QStringLiteral("summary"), QJsonArray{QStringLiteral("one line")}}},
            QJsonObject{{QStringLiteral("moves"), 2}, {QStringLiteral("summary"), QJsonArray{1, 2}}},
            QJsonObject{{QStringLiteral("moves"), 2},
                        {QStringLiteral("summary"),
                         QJsonArray{QString(SavedGame::kMaxSummaryLength + 1, QLatin1Char('x')), QString()}}},
        };
        for (const QJsonValue &review : broken) {
            QJsonObject damaged = root;
            damaged[QStringLiteral("review")] = review;
            const auto game = SavedGame::fromJson(QJsonDocument(damaged).toJson(), builtInGames(), &error);
            QVERIFY2(game, qPrintable(error));
            QCOMPARE(game->moves, saved.moves);
            QCOMPARE(game->reviewedMoves, 0);
            QVERIFY(game->reviewSummary.isEmpty());
        }
    }

    void readsHandWrittenFiles()
    {
        // The format description's example, and a minimal 4Mation game whose options and AI details are left out.
        QString error;
        const auto example =
            SavedGame::fromJson(QByteArrayLiteral("{\n"
                                                  "            \"format\": \"quatre-saved-game\",\n"
                                                  "            \"version\": 1,\n"
                                                  "            \"game\": \"quarto\",\n"
                                                  "            \"options\": {\"squareRule\": true},\n"
                                                  "            \"players\": [\n"
                                                  "                {\"type\": \"human\"},\n"
                                                  "                {\"type\": \"ai\", \"level\": \"expert\", "
                                                  "\"depth\": 4, \"budgetMs\": 1000, \"seed\": 1}\n"
                                                  "            ],\n"
                                                  "            \"firstPlayer\": 1,\n"
                                                  "            \"moves\": [\"DTRH\", \"a1LSQF\", \"d4DSQF\"],\n"
                                                  "            \"redo\": [],\n"
                                                  "            \"resultRecorded\": false\n"
                                                  "        }"),
                                builtInGames(), &error);
        QVERIFY2(example, qPrintable(error));
        QCOMPARE(example->moves.size(), std::size_t(3));
        QVERIFY(example->options.value("squareRule"));
        QCOMPARE(example->seats[1].ai.level, AiLevel::Expert);

        const auto minimal =
            SavedGame::fromJson(QByteArrayLiteral("{\"format\": \"quatre-saved-game\", \"version\": 1,\n"
                                                  "            \"game\": \"4mation\", \"players\": [{\"type\": \"ai\", "
                                                  "\"level\": \"hardcore\"}, {\"type\": \"human\"}],\n"
                                                  "            \"firstPlayer\": 2, \"moves\": [\"d4\", \"e5\"]}"),
                                builtInGames(), &error);
        QVERIFY2(minimal, qPrintable(error));
        QCOMPARE(minimal->options.value("size"), fourMationOptions().value("size"));
        QCOMPARE(minimal->seats[0].ai.depth, AiConfig::kDefaultDepth);
        QCOMPARE(minimal->firstSeat, 1);
        QVERIFY(minimal->redo.empty());
    }

    // The format's description (ui/savedgame/README.md) shows a file: it must read.
    void theFormatDescriptionsExampleReads()
    {
        QFile readme(quatre::testpaths::sourceDir() + QStringLiteral("/ui/savedgame/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        const QByteArray text = readme.readAll();
        const qsizetype start = text.indexOf("```json\n");
        const qsizetype end = text.indexOf("```", start + 7);
        QVERIFY(start > 0 && end > start);
        QString error;
        const auto example = SavedGame::fromJson(text.mid(start + 8, end - start - 8), builtInGames(), &error);
        QVERIFY2(example, qPrintable(error));
        QCOMPARE(example->options.rules, &quartoRules());
        QCOMPARE(example->moves.size(), std::size_t(3));
    }

    void refusesBadFiles_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("expected"); // a part of the message

        QTest::newRow("empty") << QByteArray() << "not valid JSON";
        QTest::newRow("plain text") << QByteArray("4453\n") << "not valid JSON";
        QTest::newRow("binary") << QByteArray("\x89PNG\r\n\x1a\n\0\0", 10) << "not valid JSON";
        QTest::newRow("an array") << QByteArray("[1, 2, 3]") << "not a Quatre saved game";
        QTest::newRow("another JSON file") << QByteArray("{\"name\": \"quatre\"}") << "not a Quatre saved game";
        const QByteArray valid = bytes(validObject());
        QTest::newRow("truncated") << valid.left(valid.size() / 2) << "ends too early";
        QTest::newRow("truncated after a colon") << valid.left(valid.indexOf(':') + 1) << "ends too early";
        QTest::newRow("whole, with more after it") << valid + "x\n"
                                                   << "garbage at the end";
        QTest::newRow("whole, with zero bytes after it") << valid + QByteArray(2, '\0') << "garbage at the end";

        auto spoilt = [](const char *key, const QJsonValue &value) {
            QJsonObject object = validObject();
            if (value.isUndefined())
                object.remove(QLatin1String(key));
            else
                object[QLatin1String(key)] = value;
            return bytes(object);
        };
        auto spoiltPlayer = [](int index, const char *key, const QJsonValue &value) {
            QJsonObject object = validObject();
            QJsonArray players = object[QLatin1String("players")].toArray();
            QJsonObject player = players[index].toObject();
            player[QLatin1String(key)] = value;
            players[index] = player;
            object[QLatin1String("players")] = players;
            return bytes(object);
        };
        auto spoiltOption = [](const char *game, const char *key, const QJsonValue &value) {
            QJsonObject object = validObject();
            object[QLatin1String("game")] = QLatin1String(game);
            object[QLatin1String("moves")] = QJsonArray();
            object[QLatin1String("options")] = QJsonObject{{QLatin1String(key), value}};
            return bytes(object);
        };
        QTest::newRow("future version") << spoilt("version", 2) << "newer version of Quatre (format 2)";
        QTest::newRow("version zero") << spoilt("version", 0) << "no valid format version";
        QTest::newRow("version as text") << spoilt("version", QStringLiteral("1")) << "no valid format version";
        QTest::newRow("no version") << spoilt("version", QJsonValue::Undefined) << "no valid format version";
        QTest::newRow("unknown game") << spoilt("game", QStringLiteral("chess")) << "Unknown game \"chess\"";
        QTest::newRow("no game") << spoilt("game", QJsonValue::Undefined) << "\"game\" is missing or malformed";
        QTest::newRow("too many rows") << spoiltOption("connect4", "rows", 11) << "11 × 7 is out of range";
        QTest::newRow("too few columns") << spoiltOption("connect4", "columns", 3) << "6 × 3 is out of range";
        QTest::newRow("rows as text") << spoiltOption("connect4", "rows", QStringLiteral("6"))
                                      << "\"options.rows\" is missing";
        QTest::newRow("fractional rows") << spoiltOption("connect4", "rows", 6.5) << "\"options.rows\" is missing";
        QTest::newRow("4Mation too small") << spoiltOption("4mation", "size", 2) << "board size 2 is out of range";
        QTest::newRow("4Mation too large") << spoiltOption("4mation", "size", 11) << "board size 11 is out of range";
        QTest::newRow("4Mation huge") << spoiltOption("4mation", "size", 1e300) << "\"options.size\" is missing";
        QTest::newRow("square rule as number") << spoiltOption("quarto", "squareRule", 1) << "\"options.squareRule\"";
        QTest::newRow("depth too deep") << spoiltPlayer(1, "depth", 10)
                                        << "Player 2: the Minimax depth 10 is out of range";
        QTest::newRow("depth zero") << spoiltPlayer(1, "depth", 0) << "depth 0 is out of range";
        QTest::newRow("budget too small") << spoiltPlayer(1, "budgetMs", 50) << "time budget of 50 ms is out of range";
        QTest::newRow("budget too large") << spoiltPlayer(1, "budgetMs", 3600000) << "3600000 ms is out of range";
        QTest::newRow("unknown level") << spoiltPlayer(1, "level", QStringLiteral("godlike"))
                                       << "unknown AI level \"godlike\"";
        QTest::newRow("level of another game")
            << spoiltPlayer(1, "level", QStringLiteral("hardcore")) << "the Hardcore level does not play this game";
        QTest::newRow("unknown player type")
            << spoiltPlayer(0, "type", QStringLiteral("robot")) << "Player 1: unknown player type \"robot\"";
        QTest::newRow("negative seed") << spoiltPlayer(1, "seed", -1) << "\"players[1].seed\"";
        QTest::newRow("seed beyond 2^53 as a number") << spoiltPlayer(1, "seed", 1e19) << "\"players[1].seed\"";
        QTest::newRow("seed string with a letter")
            << spoiltPlayer(1, "seed", QStringLiteral("12a")) << "\"players[1].seed\"";
        QTest::newRow("negative seed string") << spoiltPlayer(1, "seed", QStringLiteral("-1")) << "\"players[1].seed\"";
        QTest::newRow("empty seed string") << spoiltPlayer(1, "seed", QString()) << "\"players[1].seed\"";
        QTest::newRow("seed string beyond 64 bits")
            << spoiltPlayer(1, "seed", QStringLiteral("18446744073709551616")) << "\"players[1].seed\"";
        QTest::newRow("three players") << spoilt(
            "players",
            QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("human")}},
                       QJsonObject{{QStringLiteral("type"), QStringLiteral("human")}},
                       QJsonObject{{QStringLiteral("type"), QStringLiteral("human")}}})
                                       << "exactly two players, not 3";
        QTest::newRow("first player 3") << spoilt("firstPlayer", 3) << "first player is 1 or 2, not 3";
        QTest::newRow("no moves") << spoilt("moves", QJsonValue::Undefined) << "\"moves\" is missing";
        QTest::newRow("moves as a string") << spoilt("moves", QStringLiteral("4453")) << "\"moves\" is missing";
        QTest::newRow("move as a number") << spoilt("moves", QJsonArray{QStringLiteral("4"), 4}) << "\"moves[1]\"";
        QTest::newRow("column out of the board")
            << spoilt("moves", QJsonArray{QStringLiteral("4"), QStringLiteral("8")})
            << "Move 2, \"8\", cannot be played";
        QJsonArray full;
        for (int i = 0; i < 7; ++i)
            full.append(QStringLiteral("1"));
        QTest::newRow("full column") << spoilt("moves", full) << "Move 7, \"1\", cannot be played";
        QJsonArray afterTheEnd{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("1"), QStringLiteral("2"),
                               QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("1"), QStringLiteral("3")};
        QTest::newRow("move after the end") << spoilt("moves", afterTheEnd) << "Move 8, \"3\", cannot be played";
        QTest::newRow("two moves in one") << spoilt("moves", QJsonArray{QStringLiteral("44")}) << "Move 1, \"44\"";
        QTest::newRow("illegal redo") << spoilt("redo", QJsonArray{QStringLiteral("7"), QStringLiteral("x")})
                                      << "Move 6, \"x\", cannot be played";
        // What the file says is repeated with its control characters as escapes.
        QTest::newRow("escape in a move")
            << spoilt("moves", QJsonArray{QStringLiteral("\x1b[2J")}) << "Move 1, \"\\x1b[2J\"";
        QTest::newRow("result recorded as text")
            << spoilt("resultRecorded", QStringLiteral("yes")) << "\"resultRecorded\"";
        QTest::newRow("too large") << QByteArray(DataFile::kMaxBytes + 1, ' ') + bytes(validObject()) << "too large";
    }
    void refusesBadFiles()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, expected);
        QString error;
        QVERIFY(!SavedGame::fromJson(data, builtInGames(), &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void illegalMovesInEveryGameAreNamed_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QStringList>("moves");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Quarto: the first move places")
            << "quarto" << QStringList{QStringLiteral("a1LSQF")} << "Move 1, \"a1LSQF\"";
        QTest::newRow("Quarto: giving a placed piece")
            << "quarto" << QStringList{QStringLiteral("DTRH"), QStringLiteral("a1DTRH")} << "Move 2, \"a1DTRH\"";
        QTest::newRow("4Mation: not next to the last cube")
            << "4mation" << QStringList{QStringLiteral("a1"), QStringLiteral("g7")} << "Move 2, \"g7\"";
        QTest::newRow("4Mation: off the board")
            << "4mation" << QStringList{QStringLiteral("d4"), QStringLiteral("e5"), QStringLiteral("z9")}
            << "Move 3, \"z9\"";
    }
    void illegalMovesInEveryGameAreNamed()
    {
        QFETCH(QString, game);
        QFETCH(QStringList, moves);
        QFETCH(QString, expected);
        QJsonObject object = validObject();
        object[QLatin1String("game")] = game;
        object.remove(QLatin1String("options"));
        object[QLatin1String("players")] = QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("human")}},
                                                      QJsonObject{{QStringLiteral("type"), QStringLiteral("human")}}};
        object[QLatin1String("moves")] = QJsonArray::fromStringList(moves);
        QString error;
        QVERIFY(!SavedGame::fromJson(bytes(object), builtInGames(), &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        // One move fewer is a good game.
        moves.removeLast();
        object[QLatin1String("moves")] = QJsonArray::fromStringList(moves);
        QVERIFY2(SavedGame::fromJson(bytes(object), builtInGames(), &error), qPrintable(error));
    }

    void everyCutOfAFileIsRefused()
    {
        const QByteArray valid = randomGame(connectFourOptions(), 12, 2, 5).toJson();
        QVERIFY(SavedGame::fromJson(valid, builtInGames()));
        const qsizetype end = valid.lastIndexOf('}');
        for (qsizetype length = 1; length < end; ++length) {
            QString error;
            QVERIFY2(!SavedGame::fromJson(valid.left(length), builtInGames(), &error),
                     qPrintable(QString::number(length)));
            QVERIFY2(error.contains(QLatin1String("ends too early")),
                     qPrintable(QStringLiteral("%1: %2").arg(length).arg(error)));
        }
    }

    // What a fuzzer does, in small: random damage to a good file never
    // crashes, and whatever is accepted is a playable game that saves again.
    void randomDamageIsRefusedOrPlayable()
    {
        std::mt19937 random(2024);
        const QByteArray valid = randomGame(quartoOptions(), 10, 3, 9).toJson();
        int accepted = 0;
        for (int round = 0; round < 3000; ++round) {
            QByteArray data = valid;
            const int damages = 1 + int(random() % 4);
            for (int d = 0; d < damages; ++d) {
                const qsizetype at = qsizetype(random() % std::uint32_t(data.size()));
                switch (random() % 3) {
                case 0: data[at] = char(random() % 256); break;
                case 1: data.remove(at, 1 + qsizetype(random() % 8)); break;
                default: data.insert(at, char(32 + random() % 95)); break;
                }
            }
            QString error;
            const std::optional<SavedGame> loaded = SavedGame::fromJson(data, builtInGames(), &error);
            if (!loaded) {
                QVERIFY(!error.isEmpty());
                continue;
            }
            ++accepted;
            const std::optional<SavedGame> again = SavedGame::fromJson(loaded->toJson(), builtInGames(), &error);
            QVERIFY2(again && *again == *loaded, qPrintable(error));
        }
        QVERIFY(accepted > 0); // some damage is harmless (inside a move's spaces, say)
    }
};

QTEST_GUILESS_MAIN(TestSavedGame)
#include "tst_savedgame.moc"
