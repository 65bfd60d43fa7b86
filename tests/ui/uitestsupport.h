// Shared set-up of the UI tests: windows whose settings live in a temporary
// INI file (never the user's), with tiny animation and pacing times.
#pragma once

#include "ui/games/gamelist.h"
#include "ui/ai/aicontroller.h"
#include "ui/board/boardview.h"
#include "ui/document/gamedocument.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/session/gamesession.h"
#include "ui/settings/settings.h"

#include <QAbstractButton>
#include <QApplication>
#include <QColor>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QImage>
#include <QLabel>
#include <QMessageBox>
#include <QPaintEvent>
#include <QScreen>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

namespace quatre::ui::test {

inline Seat aiSeat(AiLevel level, int depth = 4, int budgetMs = 1000)
{
    AiConfig config;
    config.level = level;
    config.depth = depth;
    config.budget = std::chrono::milliseconds(budgetMs);
    config.seed = 7;
    return Seat::computer(config);
}

// The options of the game `id` with every side of its board `size` long (an
// option the game lacks is left alone).
inline GameOptions boardOptions(std::string_view id, int size)
{
    GameOptions options = builtInGames().find(id)->rules->defaultOptions();
    for (const char *key : {"rows", "columns", "size"})
        if (options.rules->optionIndex(key) >= 0)
            options.setValue(key, size);
    return options;
}

inline std::unique_ptr<QSettings> settingsStore(const QTemporaryDir &dir, const Settings &settings)
{
    auto store = std::make_unique<QSettings>(dir.filePath(QStringLiteral("quatre.ini")), QSettings::IniFormat);
    settings.save(*store);
    return store;
}

// A click on the top cell of `column` of the window's board.
inline void clickColumn(MainWindow &window, int column)
{
    BoardView *board = window.boardView();
    QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect({0, column}).center().toPoint());
}

// A shown window playing `seat1` against `seat2` (seat 1 first) on rows x columns.
inline std::unique_ptr<MainWindow> makeWindow(const QTemporaryDir &dir, const Seat &seat1, const Seat &seat2,
                                              int rows = 6, int columns = 7)
{
    Settings settings(builtInGames());
    settings.optionsOf("connect4").setValue("rows", rows);
    settings.optionsOf("connect4").setValue("columns", columns);
    settings.seats = {seat1, seat2};
    settings.pacingMs = 5;
    auto window = std::make_unique<MainWindow>(settingsStore(dir, settings), builtInGames());
    window->boardView()->setAnimationMs(4);
    window->aiController()->setPacingMs(5);
    window->resize(900, 700);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    return window;
}

// A shown window where two people play each other.
inline std::unique_ptr<MainWindow> peopleWindow(const QTemporaryDir &dir)
{
    return makeWindow(dir, Seat::person(), Seat::person());
}

// What the next message box asked, once answered.
struct MessageBoxAnswer {
    bool asked = false;
    QString text;
    QString details;
    QStringList buttons;
};

// Answers the next message box with `button`. A modal box runs its own event
// loop, so the answer comes from a timer that watches for it (for at most
// `patienceMs` of wall time; a box that never comes leaves `asked` false).
// The patience is checked before the box, so that once it is over the timer
// answers nothing, however late a loaded machine runs its last tick: a later
// box belongs to whatever the test asks next.
inline std::shared_ptr<MessageBoxAnswer> answerNextMessageBox(QMessageBox::StandardButton button,
                                                              int patienceMs = 10000)
{
    auto answer = std::make_shared<MessageBoxAnswer>();
    auto *timer = new QTimer(qApp); // deletes itself below
    const QDeadlineTimer patience(patienceMs);
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, button, answer, patience] {
        if (patience.hasExpired()) {
            timer->stop();
            timer->deleteLater();
            return;
        }
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || !box->isVisible())
            return;
        answer->asked = true;
        answer->text = box->text();
        answer->details = box->informativeText();
        for (QAbstractButton *shown : box->buttons())
            answer->buttons << shown->text();
        timer->stop();
        timer->deleteLater();
        if (QAbstractButton *chosen = box->button(button))
            chosen->click();
        else
            box->reject();
    });
    timer->start();
    return answer;
}

inline bool isReddish(const QColor &c)
{
    return c.red() > 150 && c.green() < 110 && c.blue() < 110;
}

inline bool isYellowish(const QColor &c)
{
    return c.red() > 180 && c.green() > 140 && c.blue() < 110;
}

// The WCAG contrast ratio of two colours, 1 to 21 (4.5 is the least for
// body text).
inline double contrastRatio(const QColor &a, const QColor &b)
{
    const auto luminance = [](const QColor &c) {
        const auto linear = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The contrast of a label's text on its window, in the state it is drawn in.
inline double textContrast(const QLabel *label)
{
    const QPalette::ColorGroup group = label->isEnabled() ? QPalette::Active : QPalette::Disabled;
    return contrastRatio(label->palette().color(group, label->foregroundRole()),
                         label->palette().color(group, QPalette::Window));
}

// The colour painted a little below the centre of a cell (the centre holds
// the last-move dot).
// The area of each repaint of a view.
class PaintedRects : public QObject {
public:
    explicit PaintedRects(QWidget *view)
        : m_view(view)
    {
        view->installEventFilter(this);
    }
    std::vector<QRect> rects;
    bool paused = false; // not counting (while the test grabs the view itself)

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (!paused && watched == m_view && event->type() == QEvent::Paint)
            rects.push_back(static_cast<QPaintEvent *>(event)->rect());
        return QObject::eventFilter(watched, event);
    }

private:
    QWidget *m_view;
};

// The pixels where what the window shows of `view`, its pending repaints
// done, is not what a full repaint of it draws: a view that repaints only
// part of itself must leave none (no trail of a moving piece).
inline int pixelsShownUnlikeAWholePaint(QWidget *view, PaintedRects &painted)
{
    QCoreApplication::sendPostedEvents(view, QEvent::UpdateRequest);
    const QImage shown = view->screen()->grabWindow(view->winId()).toImage().convertToFormat(QImage::Format_RGB32);
    painted.paused = true;
    const QImage whole = view->grab().toImage().convertToFormat(QImage::Format_RGB32);
    painted.paused = false;
    if (shown.size() != whole.size())
        return shown.width() * shown.height();
    int differing = 0;
    for (int y = 0; y < shown.height(); ++y)
        for (int x = 0; x < shown.width(); ++x) {
            const QColor a = shown.pixelColor(x, y);
            const QColor b = whole.pixelColor(x, y);
            differing += qAbs(a.red() - b.red()) + qAbs(a.green() - b.green()) + qAbs(a.blue() - b.blue()) > 12;
        }
    return differing;
}

// Follows the animation `board` runs: every 60 ms, and once it has ended,
// what the window shows must be what a full repaint draws (no trail of the
// moving piece), and all but three repaints (the first frame, the landing)
// must cover less than `share` of the board. Empty when that holds, else
// what failed.
inline QString repaintsOnlyAPartAndLeavesNoTrail(BoardView *board, PaintedRects &painted, qreal share)
{
    if (!board->isAnimating())
        return QStringLiteral("no animation runs");
    QElapsedTimer clock;
    clock.start();
    int compared = 0;
    qint64 lastCompared = 0; // the frame an animation starts with is not painted (BoardView::startMoveAnimation())
    while (board->isAnimating()) {
        QTest::qWait(5);
        const qint64 time = clock.elapsed();
        if (time - lastCompared < 60)
            continue;
        lastCompared = time;
        if (const int differing = pixelsShownUnlikeAWholePaint(board, painted); differing >= 20)
            return QStringLiteral("%1 pixels differ at %2 ms").arg(differing).arg(time);
        ++compared;
    }
    if (compared < 3)
        return QStringLiteral("compared only %1 times").arg(compared);
    if (const int differing = pixelsShownUnlikeAWholePaint(board, painted); differing > 0)
        return QStringLiteral("%1 pixels differ at the end").arg(differing);
    const int whole = board->width() * board->height();
    int small = 0;
    for (const QRect &rect : painted.rects)
        small += rect.width() * rect.height() < whole * share;
    if (painted.rects.size() < 5 || small < int(painted.rects.size()) - 3)
        return QStringLiteral("%1 of %2 repaints small").arg(small).arg(painted.rects.size());
    return {};
}

// The pixels a paint of `board` leaves as they were: it paints onto a fully
// transparent picture, without the window's background beneath. A board
// marked Qt::WA_OpaquePaintEvent must leave none, or the window would show
// whatever was there before.
inline int pixelsLeftUnpainted(BoardView *board)
{
    QImage image(board->size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    board->render(&image, QPoint(), QRegion(), QWidget::RenderFlags());
    int unpainted = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            unpainted += qAlpha(image.pixel(x, y)) < 255;
    return unpainted;
}

// Whether a board view of type View, with no game, is marked opaque and
// paints every pixel: a failure in words, or empty.
template <class View>
QString unpaintedPixelsWithoutAGame()
{
    View view;
    view.resize(300, 200);
    if (!view.testAttribute(Qt::WA_OpaquePaintEvent))
        return QStringLiteral("not marked Qt::WA_OpaquePaintEvent");
    const int unpainted = pixelsLeftUnpainted(&view);
    return unpainted == 0 ? QString() : QStringLiteral("%1 pixels unpainted without a game").arg(unpainted);
}

// Where a view that must paint every pixel leaves some unpainted, or empty:
// it is painted as it is, after four moves of `session`, while a fifth one
// moves, and in a wide and a tall shape.
inline QString unpaintedPixelsDuringPlay(BoardView *view, GameSession *session)
{
    const auto check = [view](const char *when) {
        const int unpainted = pixelsLeftUnpainted(view);
        return unpainted == 0 ? QString()
                              : QStringLiteral("%1 pixels unpainted %2").arg(unpainted).arg(QLatin1String(when));
    };
    QString failure = check("at the start");
    for (int i = 0; i < 4 && failure.isEmpty(); ++i)
        if (!session->play(session->game().legalMoves().front()))
            return QStringLiteral("a legal move was refused");
    if (failure.isEmpty())
        failure = check("after four moves");
    view->setAnimationMs(5000);
    if (failure.isEmpty() && !session->play(session->game().legalMoves().back()))
        return QStringLiteral("a legal move was refused");
    if (failure.isEmpty())
        failure = view->isAnimating() ? check("while a move is animated") : QStringLiteral("the move is not animated");
    view->finishAnimation();
    view->resize(900, 400);
    if (failure.isEmpty())
        failure = check("in a wide view");
    view->resize(300, 800);
    if (failure.isEmpty())
        failure = check("in a tall view");
    return failure;
}

inline QColor paintedColour(BoardView *board, Cell cell)
{
    const QImage image = board->grab().toImage();
    const QRectF rect = board->cellRect(cell);
    const QPointF point = rect.center() + QPointF(0, rect.height() * 0.2);
    return image.pixelColor((point * image.devicePixelRatio()).toPoint());
}

// Watches a board's repaints while a move's animation runs, for the rule
// that the move is first painted at the animation's first tick (see
// BoardView::startMoveAnimation()): for each repaint, how far the
// running animation was (its current time, in ms; -1 with none running).
class MovePaints : public QObject {
public:
    explicit MovePaints(BoardView *board)
        : m_board(board)
    {
        board->installEventFilter(this);
    }
    std::vector<int> animationTimes; // one per repaint

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_board && event->type() == QEvent::Paint) {
            int time = -1;
            for (const QVariantAnimation *animation : m_board->findChildren<QVariantAnimation *>())
                if (animation->state() == QAbstractAnimation::Running)
                    time = animation->currentTime();
            animationTimes.push_back(time);
        }
        return QObject::eventFilter(watched, event);
    }

private:
    BoardView *m_board;
};

// Plays `moves` moves on a shown board with its animations on (each `move`,
// by default the first legal move), and checks that each time the
// board was not repainted before the move's animation ticked: its first
// repaint shows a frame past the first. (Later steps of a move, as Quarto's
// second flight, start as the step before lands, which that frame paints.)
inline bool movesArePaintedFromTheirAnimationsFirstTick(BoardView *board, GameSession *session, int moves = 2,
                                                        Move move = kNoMove)
{
    board->setAnimationMs(300);
    for (int i = 0; i < moves; ++i) {
        QCoreApplication::processEvents(); // paints what was pending before the move
        MovePaints paints(board);
        session->play(move != kNoMove ? move : session->game().legalMoves().front());
        if (!board->isAnimating())
            return false;
        if (!QTest::qWaitFor([board] { return !board->isAnimating(); }, 5000))
            return false;
        const std::vector<int> &times = paints.animationTimes;
        // The animation's frames were painted (not only its end), the first
        // one after its first tick.
        if (std::count_if(times.begin(), times.end(), [](int t) { return t > 0; }) < 2 || times.front() <= 0)
            return false;
    }
    return true;
}

// Answers every message box from now on, the first with answers[0], the
// second with answers[1] and so on (the last answer repeats), and keeps
// what each said: for starts that ask one question after another.
class MessageBoxAnswers : public QObject {
public:
    explicit MessageBoxAnswers(QList<QMessageBox::StandardButton> answers)
        : m_answers(std::move(answers))
    {
        m_timer.setInterval(10);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            // Answered, a box is hidden at once: a visible one is a new question.
            if (!box || !box->isVisible())
                return;
            details << box->informativeText();
            const QMessageBox::StandardButton answer = m_answers.value(details.size() - 1, m_answers.last());
            if (QAbstractButton *chosen = box->button(answer))
                chosen->click();
            else
                box->reject();
        });
        m_timer.start();
    }
    QStringList details; // of each box answered, in order

private:
    QList<QMessageBox::StandardButton> m_answers;
    QTimer m_timer;
};

} // namespace quatre::ui::test
