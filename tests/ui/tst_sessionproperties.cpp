// GameSession under long seeded random sequences of play, undo, redo,
// restart and loading, for every game and every mix of seats: the session's
// position is always the one its own line of moves replays to, undo and redo
// move along that line exactly as the rules of the window say (one ply, or
// back to a person's turn against an AI), the signals come as documented,
// and the score counts each finished game once.
//
// The test keeps its own model: `line`, the moves of the current game up to
// the furthest point reached since the last new move; the session's history
// is always a prefix of it, and redo walks along it.
#include "core/games/fourmation/fourmationrules.h"
#include "core/games/quarto/quartorules.h"
#include "core/games/connectfour/connectfourrules.h"
#include "ui/session/gamesession.h"

#include "gamedescription.h"
#include "testseed.h"

#include <QSignalSpy>
#include <QTest>

#include <random>

using namespace quatre;
using namespace quatre::ui;

Q_DECLARE_METATYPE(quatre::GameOptions)

#define QCOMPARE_POSITIONS(actual, expected)                                                                           \
    do {                                                                                                               \
        const std::string a_ = (actual), e_ = (expected);                                                              \
        QVERIFY2(a_ == e_, test::firstDifference(a_, e_).c_str());                                                     \
    } while (false)

namespace {

Seat computer()
{
    AiConfig config;
    config.level = AiLevel::Greedy;
    return Seat::computer(config);
}

std::unique_ptr<Game> replay(const GameOptions &options, const std::vector<Move> &moves, std::size_t count)
{
    std::unique_ptr<Game> game = newGame(options);
    for (std::size_t i = 0; i < count; ++i)
        game->play(moves[i]);
    return game;
}

bool isPrefix(const std::vector<Move> &prefix, const std::vector<Move> &of)
{
    return prefix.size() <= of.size() && std::equal(prefix.begin(), prefix.end(), of.begin());
}

// Whether a person is to move after the first `plies` moves of `line`.
bool humanToMoveAt(const GameSession &session, const GameOptions &options, const std::vector<Move> &line,
                   std::size_t plies)
{
    const std::unique_ptr<Game> game = replay(options, line, plies);
    return !game->isOver() && session.seat(session.seatForSide(game->sideToMove())).human;
}

} // namespace

class TestSessionProperties : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { m_seed = test::testSeed(777); }

    void randomOperationsKeepTheSessionConsistent_data()
    {
        QTest::addColumn<GameOptions>("options");
        QTest::addColumn<int>("humans"); // people in the seats: seat 1 is a person when one is
        const GameOptions c4small = connectFourOptions(4, 5);
        const GameOptions c4 = connectFourOptions(6, 7);
        const GameOptions quarto = quartoOptions();
        const GameOptions quartoSquare = quartoOptions(true);
        const GameOptions fourMation = fourMationOptions(5);
        const GameOptions fourMationOfficial = fourMationOptions(4, true);
        const std::pair<const char *, GameOptions> games[] = {
            {"connect4 4x5", c4small},       {"connect4 6x7", c4},      {"quarto", quarto},
            {"quarto square", quartoSquare}, {"4mation 5", fourMation}, {"4mation 4 official", fourMationOfficial}};
        for (const auto &[name, options] : games)
            for (int humans : {2, 1, 0})
                QTest::addRow("%s, %s", name,
                              humans == 2       ? "two people"
                                  : humans == 1 ? "person vs AI"
                                                : "two AIs")
                    << options << humans;
    }

    void randomOperationsKeepTheSessionConsistent()
    {
        QFETCH(GameOptions, options);
        QFETCH(int, humans);
        std::seed_seq sequence{m_seed, static_cast<std::uint64_t>(qHash(QByteArray(QTest::currentDataTag())))};
        std::mt19937_64 random(sequence);

        GameSession session{connectFourOptions()};
        QSignalSpy changed(&session, &GameSession::positionChanged);
        QSignalSpy played(&session, &GameSession::movePlayed);
        QSignalSpy undone(&session, &GameSession::moveUndone);
        QSignalSpy started(&session, &GameSession::gameStarted);

        std::vector<Move> line;
        int countedBefore = 0; // games in the score before the current game began
        int operations[6] = {};
        int undos = 0, redos = 0, finished = 0; // the undos and redos that did something; the games played to the end

        auto startGame = [&] {
            std::array<Seat, 2> seats{Seat::person(), Seat::person()};
            if (humans <= 1)
                seats[1] = computer();
            if (humans == 0)
                seats[0] = computer();
            const int first = int(random() % 2);
            countedBefore = session.score().games();
            QVERIFY(session.start(options, seats, first));
            line.clear();
        };
        startGame();
        changed.clear();
        played.clear();
        undone.clear();
        started.clear();

        for (int op = 0; op < 3000; ++op) {
            const std::vector<Move> before = session.game().history();
            const int dice = int(random() % 100);
            int kind = 0;
            if (dice < 50 && !session.isOver()) {
                kind = 0;
                const std::vector<Move> legal = session.game().legalMoves();
                const Move m = legal[random() % legal.size()];
                QVERIFY(session.play(m));
                line = before;
                line.push_back(m);
                finished += session.isOver();
                QCOMPARE(played.count(), 1);
                QCOMPARE(undone.count(), 0);
            } else if (dice < 75) {
                kind = 1;
                const bool could = session.canUndo();
                QCOMPARE(could, !before.empty());
                session.undo();
                const std::vector<Move> &now = session.game().history();
                if (!could) {
                    QCOMPARE(now, before);
                } else {
                    ++undos;
                    QVERIFY(now.size() < before.size());
                    QVERIFY(isPrefix(now, line));
                    // One ply, except against an AI: back to the person's last turn.
                    const bool toPerson = session.humanSeatCount() == 1;
                    if (!toPerson)
                        QCOMPARE(now.size(), before.size() - 1);
                    else
                        for (std::size_t plies = now.size() + 1; plies < before.size(); ++plies)
                            QVERIFY2(!humanToMoveAt(session, options, line, plies), "undo went past a person's turn");
                    if (toPerson && !now.empty())
                        QVERIFY(session.isHumanToMove());
                    QCOMPARE(qsizetype(undone.count()), qsizetype(before.size() - now.size()));
                }
            } else if (dice < 92) {
                kind = 2;
                const bool could = session.canRedo();
                QCOMPARE(could, before.size() < line.size());
                session.redo();
                const std::vector<Move> &now = session.game().history();
                if (!could) {
                    QCOMPARE(now, before);
                } else {
                    ++redos;
                    QVERIFY(now.size() > before.size());
                    QVERIFY(isPrefix(now, line));
                    const bool toPerson = session.humanSeatCount() == 1;
                    if (!toPerson)
                        QCOMPARE(now.size(), before.size() + 1);
                    else
                        for (std::size_t plies = before.size() + 1; plies < now.size(); ++plies)
                            QVERIFY2(!humanToMoveAt(session, options, line, plies), "redo went past a person's turn");
                    QCOMPARE(qsizetype(played.count()), qsizetype(now.size() - before.size()));
                }
            } else if (dice < 96) {
                // Reload a prefix of the line, as pasting a position does.
                kind = 3;
                const std::size_t plies = line.empty() ? 0 : std::size_t(random() % (line.size() + 1));
                const QString text = QString::fromStdString(replay(options, line, plies)->toText());
                countedBefore = session.score().games();
                QVERIFY(session.loadMoves(text));
                line.resize(plies);
                QCOMPARE(started.count(), 1);
                QCOMPARE(played.count(), 0); // loading is quiet: views redraw on gameStarted
                QCOMPARE(session.canUndo(), plies > 0);
            } else if (dice < 98) {
                kind = 4;
                countedBefore = session.score().games();
                session.restart();
                line.clear();
                QCOMPARE(started.count(), 1);
            } else {
                kind = 5;
                startGame();
                QCOMPARE(started.count(), 1);
            }
            ++operations[kind];

            // Every operation that changes something says so exactly once.
            const bool changes = session.game().history() != before || kind >= 3;
            QCOMPARE(changed.count(), changes ? 1 : 0);
            changed.clear();
            played.clear();
            undone.clear();
            started.clear();

            // The position is the line's prefix replayed, in every detail.
            const std::vector<Move> &now = session.game().history();
            QVERIFY(isPrefix(now, line));
            QCOMPARE_POSITIONS(test::describe(session.game()), test::describe(*replay(options, line, now.size())));
            QCOMPARE(session.canUndo(), !now.empty());
            QCOMPARE(session.canRedo(), now.size() < line.size());
            QCOMPARE(session.moveTexts().size(), qsizetype(now.size()));
            QCOMPARE(session.lastMove(), now.empty() ? kNoMove : now.back());
            QCOMPARE(session.isHumanToMove(), !session.isOver() && session.seat(session.seatToMove()).human);
            // The finished game, and only it, is in the score.
            QCOMPARE(session.score().games(), countedBefore + (session.isOver() ? 1 : 0));
        }
        qInfo("%d plays, %d undos (%d did something), %d redos (%d), %d loads, %d restarts, %d new games, %d games "
              "finished",
              operations[0], operations[1], undos, operations[2], redos, operations[3], operations[4], operations[5],
              finished);
        QVERIFY(undos > 300 && redos > 50 && finished > 0);
    }

private:
    std::uint64_t m_seed = 0;
};

QTEST_MAIN(TestSessionProperties)
#include "tst_sessionproperties.moc"
