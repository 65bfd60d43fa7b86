// Property tests of every game's model: long seeded random sequences of play,
// undo and redo (the test keeps its own redo stack of moves, as the window's
// undo stack does) must leave the game exactly as replaying its history from
// the empty board would, and exactly as reading its text back would.
//
// "Exactly" means everything the model shows: the text, the side to move, the
// outcome, the winning cells, the legal moves, the hash, and each game's own
// board accessors. A model that forgets to restore one field on undo (say
// 4Mation's legal cells, or Quarto's piece in hand) fails here.
#include "core/games/connectfour/connectfourrules.h"
#include "core/games/fourmation/fourmationrules.h"
#include "core/games/quarto/quartorules.h"

#include "gamedescription.h"
#include "testseed.h"

#include <QtTest>

#include <random>

using namespace quatre;

Q_DECLARE_METATYPE(quatre::GameOptions)

// Two descriptions must be equal; if not, the message shows the first difference.
#define QCOMPARE_POSITIONS(actual, expected)                                                                           \
    do {                                                                                                               \
        const std::string a_ = (actual), e_ = (expected);                                                              \
        QVERIFY2(a_ == e_, test::firstDifference(a_, e_).c_str());                                                     \
    } while (false)

namespace {

std::unique_ptr<Game> replay(const GameOptions &options, const std::vector<Move> &history)
{
    std::unique_ptr<Game> game = options.rules->newGame(options);
    for (Move m : history) {
        if (!game->isLegal(m))
            return nullptr;
        game->play(m);
    }
    return game;
}

} // namespace

class TestProperties : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { m_seed = test::testSeed(20260601); }

    void playUndoRedoEqualsReplay_data()
    {
        QTest::addColumn<GameOptions>("options");
        for (const auto &[rows, columns] : {std::pair{4, 4}, {6, 7}, {7, 7}, {4, 10}, {10, 4}, {5, 9}, {10, 10}})
            QTest::addRow("connect4 %dx%d", rows, columns) << connectFourOptions(rows, columns);
        for (bool squareRule : {false, true})
            QTest::addRow("quarto%s", squareRule ? ", square rule" : "") << quartoOptions(squareRule);
        for (int size : {3, 4, 5, 7, 10}) {
            for (bool official : {false, true})
                QTest::addRow("4mation %d%s", size, official ? ", official rule" : "")
                    << fourMationOptions(size, official);
        }
    }

    void playUndoRedoEqualsReplay()
    {
        QFETCH(GameOptions, options);
        QVERIFY(!options.rules->optionsError(options));
        // One generator per row, from the run's seed and the row's name, so a
        // row replays alone (-run with the row's tag) with the same moves.
        std::seed_seq sequence{m_seed, static_cast<std::uint64_t>(qHash(QByteArray(QTest::currentDataTag())))};
        std::mt19937_64 random(sequence);

        constexpr int kSequences = 25;
        constexpr int kOperations = 400;
        int plays = 0, undos = 0, redos = 0, finished = 0;
        for (int s = 0; s < kSequences; ++s) {
            std::unique_ptr<Game> game = options.rules->newGame(options);
            // The position after each ply of the current line: undo must come
            // back to positions[ply - 1] and redo to positions[ply + 1] exactly.
            std::vector<std::string> positions{test::describe(*game)};
            std::vector<Move> redoStack;
            for (int op = 0; op < kOperations; ++op) {
                const int dice = int(random() % 100);
                if (dice < 55 && !game->isOver()) {
                    const std::vector<Move> legal = game->legalMoves();
                    QVERIFY(!legal.empty());
                    const Move m = legal[random() % legal.size()];
                    game->play(m);
                    redoStack.clear();
                    positions.resize(std::size_t(game->plyCount()));
                    positions.push_back(test::describe(*game));
                    ++plays;
                    finished += game->isOver();
                } else if (dice < 80 && game->plyCount() > 0) {
                    // Sometimes a long way back, as a person pressing Undo repeatedly.
                    const int steps = dice < 78 ? 1 : 1 + int(random() % std::uint64_t(game->plyCount()));
                    for (int i = 0; i < steps; ++i) {
                        redoStack.push_back(game->history().back());
                        game->undo();
                        QCOMPARE_POSITIONS(test::describe(*game), positions[std::size_t(game->plyCount())]);
                        ++undos;
                    }
                } else if (!redoStack.empty()) {
                    const int steps = dice > 97 ? int(redoStack.size()) : 1;
                    for (int i = 0; i < steps; ++i) {
                        const Move m = redoStack.back();
                        redoStack.pop_back();
                        QVERIFY2(game->isLegal(m), "a move taken back must be playable again");
                        game->play(m);
                        QCOMPARE_POSITIONS(test::describe(*game), positions[std::size_t(game->plyCount())]);
                        ++redos;
                    }
                }

                const std::string now = test::describe(*game);
                // The same history played from the start...
                const std::unique_ptr<Game> replayed = replay(options, game->history());
                QVERIFY2(replayed, "the history must replay from the empty board");
                QCOMPARE_POSITIONS(test::describe(*replayed), now);
                // ... the same text read back ...
                auto parsed = options.rules->gameFromText(options, game->toText());
                if (const auto *error = std::get_if<ParseError>(&parsed))
                    QFAIL(qPrintable(QStringLiteral("toText() does not read back: %1 at %2 in '%3'")
                                         .arg(QString::fromStdString(error->message))
                                         .arg(error->position)
                                         .arg(QString::fromStdString(game->toText()))));
                QCOMPARE_POSITIONS(test::describe(*std::get<std::unique_ptr<Game>>(parsed)), now);
                // ... and a copy are all the same position.
                QCOMPARE_POSITIONS(test::describe(*game->clone()), now);
            }
        }
        qInfo("%d plays, %d undos, %d redos, %d games finished", plays, undos, redos, finished);
        // The walk must really go deep and come back, or it proves little.
        QVERIFY(plays > kSequences * kOperations / 4);
        QVERIFY(undos > kSequences * kOperations / 8);
        QVERIFY(redos > kSequences * kOperations / 20);
        QVERIFY(finished > 0);
    }

private:
    std::uint64_t m_seed = 0;
};

QTEST_MAIN(TestProperties)
#include "tst_properties.moc"
