// GameSounds: which sound the window asks for on each event of a game, and
// how loud, heard through its record of requests (no audio is played: the
// tests give it no output). A disc that falls further lands louder; a Quarto
// piece set on a square, a 4Mation cube, a win and a draw each have their
// sound; sound off asks for nothing.
#include "ui/sound/gamesounds.h"

#include "core/games/quarto/quarto.h"
#include "ui/board/boardview.h"
#include "ui/registry/gameentry.h"
#include "ui/session/gamesession.h"
#include "ui/sound/soundoutput.h"
#include "uitestsupport.h"

#include <QTest>

#include <memory>
#include <random>

using namespace quatre;
using namespace quatre::ui;
using sound::SoundId;

namespace {

// A board of the game `id` where two people play, not shown unless asked:
// a board that is not shown lands its pieces at once.
struct Table {
    GameSession session;
    std::unique_ptr<BoardView> board;
    GameSounds sounds{&session};

    explicit Table(const GameOptions &options, bool shown = false)
        : session(options)
        , board(builtInGames().find(options.rules->id())->createBoardView(nullptr))
    {
        board->setSession(&session);
        sounds.setBoard(board.get());
        if (shown) {
            board->setAnimationMs(3);
            board->resize(600, 500);
            board->show();
        }
    }
    explicit Table(std::string_view id, bool shown = false)
        : Table(builtInGames().find(id)->rules->defaultOptions(), shown)
    {}

    void play(Move move)
    {
        QString error;
        QVERIFY2(session.play(move, &error), qPrintable(error));
    }
    std::vector<SoundId> heard() const
    {
        std::vector<SoundId> ids;
        for (const GameSounds::Request &request : sounds.requests())
            ids.push_back(request.sound);
        return ids;
    }
};

// An output that only counts what it is asked to play.
struct CountingOutput : SoundOutput {
    std::vector<GameSounds::Request> played;
    void play(SoundId sound, qreal volume) override { played.push_back({sound, volume}); }
};

} // namespace

class TestGameSounds : public QObject {
    Q_OBJECT

private slots:
    void aDiscThatFallsFurtherLandsLouder()
    {
        Table table("connect4");
        table.play(0); // to the bottom row: the whole column's fall
        QCOMPARE(table.heard(), std::vector{SoundId::DiscLanding});
        const qreal fromTheTop = table.sounds.lastRequest()->volume;

        // Column 3 filled to the top, one row less each time.
        std::vector<qreal> volumes;
        for (int k = 0; k < 6; ++k) {
            table.play(3);
            QCOMPARE(table.sounds.lastRequest()->sound, SoundId::DiscLanding);
            volumes.push_back(table.sounds.lastRequest()->volume);
        }
        QCOMPARE(volumes.front(), fromTheTop);
        for (std::size_t row = 1; row < volumes.size(); ++row)
            QVERIFY2(volumes[row] < volumes[row - 1], qPrintable(QString::number(row)));
        // A disc landing in row 5 (counting from the bottom) fell 2 rows, one in row 1 fell 6.
        QVERIFY(volumes[4] < volumes[0]);
        QVERIFY(volumes.back() > 0);
    }

    void theVolumeSettingScalesEverySound()
    {
        Table table("connect4");
        table.play(0);
        const qreal full = table.sounds.lastRequest()->volume;
        QCOMPARE(full, GameSounds::landingLevel(SoundId::DiscLanding, 1.0));
        table.sounds.setVolumePercent(50);
        table.play(1);
        QCOMPARE(table.sounds.lastRequest()->volume, full / 2);
        table.sounds.setVolumePercent(250); // out of range: kept within 0..100
        QCOMPARE(table.sounds.volumePercent(), 100);
    }

    void soundOffOrSilentAsksForNothing()
    {
        Table table("connect4");
        CountingOutput output;
        table.sounds.setOutput(&output);
        table.sounds.setEnabled(false);
        for (Move move : {0, 1, 0, 1, 0, 1, 0}) // and the game is won
            table.play(move);
        QVERIFY(table.sounds.requests().empty());
        table.sounds.setEnabled(true);
        table.sounds.setVolumePercent(0);
        table.session.undo();
        table.play(0);
        QVERIFY(table.sounds.requests().empty());
        QVERIFY(output.played.empty());
        table.sounds.setVolumePercent(100);
        table.session.undo();
        table.play(0);
        QCOMPARE(output.played.size(), std::size_t(2));
        table.sounds.setOutput(nullptr);
    }

    void aQuartoPieceIsHeardWhenItIsSetOnASquare()
    {
        Table table("quarto");
        table.play(Quarto::firstMove(5)); // only a piece given: nothing lands on the board
        QVERIFY(table.sounds.requests().empty());
        table.play(Quarto::makeMove(0, 9));
        QCOMPARE(table.heard(), std::vector{SoundId::PiecePlaced});
        QCOMPARE(table.sounds.lastRequest()->volume, GameSounds::landingLevel(SoundId::PiecePlaced, 1.0));
    }

    void aFourMationCubeThuds()
    {
        Table table("4mation");
        table.play(table.session.game().legalMoves().front());
        QCOMPARE(table.heard(), std::vector{SoundId::CubeSet});
    }

    void aWinChimesAfterTheLastDiscLands()
    {
        Table table("connect4");
        for (Move move : {0, 1, 0, 1, 0, 1, 0})
            table.play(move);
        QVERIFY(table.session.isOver());
        const std::vector<SoundId> heard = table.heard();
        QCOMPARE(heard.size(), std::size_t(8));
        QCOMPARE(heard[6], SoundId::DiscLanding);
        QCOMPARE(heard[7], SoundId::Win);
        QCOMPARE(table.sounds.lastRequest()->volume, GameSounds::outcomeLevel(SoundId::Win));
    }

    // With animation, the landing is heard when the disc is seen to land,
    // and the win after it.
    void anAnimatedEndingWaitsForTheLanding()
    {
        Table table("connect4", true);
        QVERIFY(QTest::qWaitForWindowExposed(table.board.get()));
        for (Move move : {0, 1, 0, 1, 0, 1}) {
            table.play(move);
            QTRY_VERIFY(!table.board->isAnimating());
        }
        QCOMPARE(table.sounds.requests().size(), std::size_t(6));
        table.play(0);
        QVERIFY(table.board->isAnimating());
        QCOMPARE(table.sounds.requests().size(), std::size_t(6)); // still falling
        QTRY_COMPARE(table.sounds.requests().size(), std::size_t(8));
        QCOMPARE(table.heard()[6], SoundId::DiscLanding);
        QCOMPARE(table.heard()[7], SoundId::Win);
    }

    // A resignation ends the game off the board: its chime rings at once,
    // at a win's loudness, and only with sound on.
    void aResignationRingsAsAWin()
    {
        Table table("connect4");
        table.play(3);
        table.sounds.setVolumePercent(50);
        table.sounds.playResignation();
        QCOMPARE(table.heard(), (std::vector<SoundId>{SoundId::DiscLanding, SoundId::Win}));
        QCOMPARE(table.sounds.lastRequest()->volume, GameSounds::outcomeLevel(SoundId::Win) * 0.5);
        table.sounds.setEnabled(false);
        table.sounds.playResignation();
        QCOMPARE(table.sounds.requests().size(), std::size_t(2));
    }

    // An undo while the winning disc falls: the win is not heard.
    void anEndingTakenBackBeforeItLandsIsNotHeard()
    {
        Table table("connect4", true);
        QVERIFY(QTest::qWaitForWindowExposed(table.board.get()));
        for (Move move : {0, 1, 0, 1, 0, 1}) {
            table.play(move);
            QTRY_VERIFY(!table.board->isAnimating());
        }
        table.play(0);
        QVERIFY(table.board->isAnimating());
        table.session.undo();
        QVERIFY(!table.board->isAnimating());
        table.play(2);
        QTRY_VERIFY(!table.board->isAnimating());
        QCOMPARE(table.sounds.lastRequest()->sound, SoundId::DiscLanding);
        for (const GameSounds::Request &request : table.sounds.requests())
            QVERIFY(request.sound != SoundId::Win);
    }

    void aDrawSoundsItsTwoNotes()
    {
        // Random games on a 4 x 4 board until one is drawn (the seed makes it the same game every run).
        std::mt19937 random(36);
        for (int attempt = 0; attempt < 200; ++attempt) {
            Table table(test::boardOptions("connect4", 4));
            while (!table.session.isOver()) {
                const std::vector<Move> moves = table.session.game().legalMoves();
                table.play(moves[std::size_t(random() % moves.size())]);
            }
            if (table.session.winnerSeat() >= 0) {
                QCOMPARE(table.sounds.lastRequest()->sound, SoundId::Win);
                continue;
            }
            QCOMPARE(table.sounds.lastRequest()->sound, SoundId::Draw);
            QCOMPARE(table.sounds.lastRequest()->volume, GameSounds::outcomeLevel(SoundId::Draw));
            QCOMPARE(table.sounds.requests().size(), std::size_t(GameSounds::kKeptRequests));
            return;
        }
        QFAIL("no drawn game in 200");
    }

    // The window asks for the sounds of whichever board it shows, at the
    // volume of its settings.
    void theWindowHearsEachGamesBoard()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        GameSounds *sounds = window->sounds();
        QVERIFY(!sounds->isEnabled()); // off until a person turns it on
        window->session()->play(3);
        QTRY_VERIFY(!window->boardView()->isAnimating());
        QVERIFY(sounds->requests().empty());
        Settings on = window->settings();
        on.sound = true;
        window->applySettings(on);
        window->newGame();
        QCOMPARE(sounds->volumePercent(), Settings::kDefaultVolume);
        window->session()->play(3);
        QTRY_COMPARE(sounds->requests().size(), std::size_t(1));
        QCOMPARE(sounds->lastRequest()->sound, SoundId::DiscLanding);
        QCOMPARE(sounds->lastRequest()->volume,
                 GameSounds::landingLevel(SoundId::DiscLanding, 1.0) * Settings::kDefaultVolume / 100);

        Settings settings = window->settings();
        settings.choose(builtInGames().find("quarto")->rules->defaultOptions());
        window->applySettings(settings);
        window->newGame();
        window->boardView()->setAnimationMs(0);
        window->session()->play(Quarto::firstMove(2));
        window->session()->play(Quarto::makeMove(5, 7));
        QCOMPARE(sounds->lastRequest()->sound, SoundId::PiecePlaced);
    }
};

QTEST_MAIN(TestGameSounds)
#include "tst_gamesounds.moc"
