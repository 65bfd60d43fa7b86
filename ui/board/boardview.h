// The base of every game's board widget. It follows a GameSession, paints
// with antialiased vector graphics scaled to its size, animates moves, shows
// hints, winning cells and an end-of-game banner, and reports the moves a
// person chooses with moveChosen(). Each game derives its own view.
#pragma once

#include "core/analysis/movevalue.h"
#include "core/game.h"
#include "ui/board/valuebadges.h"
#include "ui/theme/colourscheme.h"
#include "core/sound/synthesiser.h"

#include <QColor>
#include <QFont>
#include <QPixmap>
#include <QRectF>
#include <QRegion>
#include <QString>
#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class QVariantAnimation;
class QPainter;

namespace quatre::ui {

class GameSession;

class BoardView : public QWidget {
    Q_OBJECT

public:
    static constexpr int kDefaultAnimationMs = 200;

    explicit BoardView(QWidget *parent = nullptr);
    ~BoardView() override;

    // The view draws this session's position and animates its moves.
    void setSession(GameSession *session);
    GameSession *session() const { return m_session; }

    // The time of the shortest animated movement; 0 switches animation off.
    // The other movements scale from it (a longer fall takes longer).
    int animationMs() const { return m_animationMs; }
    void setAnimationMs(int milliseconds);
    virtual bool isAnimating() const = 0;
    // Jumps any running animation to its end.
    virtual void finishAnimation() = 0;

    // Whether clicks and keys may choose a move (a person is to move).
    bool isInteractive() const { return m_interactive; }
    void setInteractive(bool interactive);

    // The colour-blind-safe piece set: other colours plus a shape mark on
    // every piece (a cross for seat 1, a ring for seat 2).
    bool highContrast() const { return m_highContrast; }
    void setHighContrast(bool on);

    // Whether the board is painted for dark surroundings: it follows the
    // widget's palette, so the colour scheme and the desktop decide.
    bool isDarkScheme() const { return isDarkPalette(palette()); }
    // The colours of the board's surroundings for that scheme.
    const BoardColours &surroundings() const { return boardColours(isDarkScheme()); }

    // What a screen reader says about the board: the window tells whose turn
    // it is, the view adds where the keyboard cursor stands. It is kept in
    // the widget's accessible description.
    void setTurnDescription(const QString &text);
    // Where the keyboard cursor is, in words: "Column 4", "Square b3: empty".
    virtual QString cursorDescription() const = 0;

    Move hint() const { return m_hint; }
    void showHint(Move move);
    void clearHint();

    // The analysis board: the value of every legal move for the player to
    // move, drawn by each game where that move is made (a view that shows it
    // makes room for it). Values are kept with the moves of the position
    // they were found for, and shown only while that position is on the
    // board: a late answer never lands on a newer position.
    bool isAnalysisShown() const { return m_analysisShown; }
    void setAnalysisShown(bool shown);
    void setMoveValues(const std::vector<Move> &history, const std::vector<MoveValue> &values);
    // The values of the position on the board: empty while they are still
    // searched, when analysis is off, or when they are of another position.
    const std::vector<MoveValue> &moveValues() const;
    // That move's value, if known: exact or an estimate, never a bound
    // (MoveValue::atMost), which is no value to show.
    std::optional<MoveValue> moveValue(Move move) const;

    // Cells to mark as the winning line once the game is over.
    const std::vector<Cell> &highlightedCells() const { return m_highlighted; }
    void setHighlightedCells(const std::vector<Cell> &cells);

    // A message laid over the board, such as the result of the game.
    QString banner() const { return m_banner; }
    // A new text shows the banner again; a click on the board or Escape
    // dismisses it (the board under it stays as it ended).
    void setBanner(const QString &text);
    bool isBannerShown() const { return !m_banner.isEmpty() && !m_bannerDismissed; }
    // Where the banner is drawn (null without one), and the part of its text
    // that fits: all of it unless the board is very small.
    QRectF bannerRect() const;
    QString bannerShownText() const;
    bool bannerWraps() const; // on two lines

    // What a seat's AI says about its move (4Mation's Hardcore bot), shown in
    // a speech bubble above the board until the next move; empty hides it.
    QString speech() const { return m_speech; }
    int speechSeat() const { return m_speechSeat; }
    void setSpeech(int seat, const QString &text);

    // More about the result than who won, e.g. Quarto's "all tall"; empty if nothing.
    virtual QString outcomeDetail() const { return {}; }

    // How people tell the seats apart in this game.
    virtual QString seatName(int seat) const = 0;
    virtual QColor seatColour(int seat) const = 0;
    // The ink of the shape mark the board draws on the seat's pieces (high
    // contrast), so that what stands for the seat elsewhere carries it too;
    // invalid when the pieces carry none.
    virtual QColor seatMarkInk(int seat) const
    {
        Q_UNUSED(seat);
        return {};
    }
    // Draws the seat's shape mark (a cross for the first seat, a ring for the
    // second) centred in `box`, in `ink`.
    static void paintSeatMark(QPainter &painter, const QRectF &box, int seat, const QColor &ink);

    // The sound of this game's pieces coming to rest (see pieceLanded()).
    virtual sound::SoundId landingSound() const { return sound::SoundId::PiecePlaced; }

    // A move as people read it on this board (the move list shows these).
    virtual QString moveLabel(Move move) const = 0;
    // The move list's form of a move: its text and, where a picture says it
    // better (Quarto's pieces), a picture of `size` drawn after the text;
    // the list then gives moveLabel() as the picture's tooltip. By default
    // the label alone.
    virtual QString moveListText(Move move) const { return moveLabel(move); }
    virtual QPixmap movePicture(Move move, QSize size) const
    {
        Q_UNUSED(move);
        Q_UNUSED(size);
        return {};
    }

    // Where a cell is drawn, in widget coordinates.
    virtual QRectF cellRect(Cell cell) const = 0;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void moveChosen(quatre::Move move);
    // A person tried something the rules refuse (e.g. a full column).
    void moveRefused(const QString &reason);
    void animationStarted();
    void animationFinished();
    // A piece came to rest on the board: when its animation ends, or at once
    // without one (an animation cut short lands nothing). `strength` in
    // (0, 1] grows with the height it fell from.
    void pieceLanded(qreal strength);
    // A person took the first step of a move made in two (Quarto's placement,
    // before the give): `move` is of the group of moves that step leaves to
    // choose from (GameRules::moveGroupOf()); kNoMove when the step is taken
    // back or the move made.
    void firstStepChanged(quatre::Move move);

protected:
    void paintEvent(QPaintEvent *event) final;
    virtual void paintBoard(QPainter &painter) = 0;
    // The area the banner is centred on.
    virtual QRectF boardRect() const = 0;
    // Where the speech bubble may go: by default a strip above boardRect().
    virtual QRectF speechArea() const;

    bool event(QEvent *event) override;

    // Draws the values of one group of moves (a row of columns, the empty
    // squares, the pieces to give), each in its box, in the words of
    // shownValueText(): see valuebadges.h.
    void paintMoveValues(QPainter &painter, std::vector<ValueBadge> badges) const;
    // The value shown at a widget position, for its tooltip; by default none.
    virtual std::optional<MoveValue> shownValueAt(const QPointF &position) const
    {
        Q_UNUSED(position);
        return std::nullopt;
    }
    // The words drawn for a value; by default moveValueText() (Quarto words
    // the pieces to give its own way).
    virtual QString shownValueText(const MoveValue &value) const;
    // Called when analysis is shown or hidden (views that make room for it
    // lay themselves out again).
    virtual void onAnalysisShownChanged() {}

    // Derived views call this whenever their keyboard cursor moves.
    void updateAccessibleDescription();
    // A pixmap of `area` (the whole widget when null) at the screen's pixel
    // ratio with `paint` drawn on it (antialiased, in the widget's
    // coordinates): the views keep the parts of their picture that seldom
    // change in such layers, as crisp as painting straight onto the widget.
    // A layer that `paint` covers whole (the background) is best made
    // opaque: a pixmap without alpha is copied onto the widget at each
    // frame rather than blended.
    enum class LayerAlpha { Transparent, Opaque };
    QPixmap paintedLayer(const std::function<void(QPainter &)> &paint, LayerAlpha alpha = LayerAlpha::Transparent,
                         const QRect &area = QRect()) const;

    // Starts a move's animation (or the next step of one) to last
    // `durationMs`, whose frames derived views paint with
    // updateAnimationFrame(), not update(). The duration is set here because
    // a new duration gives a stopped animation a new value (Qt recomputes it
    // from the last run's end time), and the frame that value asked for
    // painted the move before its first tick (Connect Four, whose falls
    // differ in length).
    //
    // The frame an animation starts with is not painted: the move is first
    // painted at the animation's first tick. Qt starts an animation's clock
    // through two queued calls, which wait behind the window's own work for
    // the move (its repaint, the side panel's new layout: 3-6 ms), and the
    // first tick comes a whole period after them. Painted at once, the move's
    // first picture would stay 20 ms or more while later ones stay 16: a
    // dropped frame whenever the window's work for the move passed about
    // 4 ms (bench --window --trace-stalls).
    void startMoveAnimation(QVariantAnimation *animation, int durationMs);
    // Paints the animation's frame: the whole board, or only `region` when
    // nothing outside it changed since the last frame. False for the frame
    // an animation starts with, which it leaves unpainted.
    bool updateAnimationFrame(const QRect &region = {});
    // Whether the paint under way covers any of `rect`. A frame that repaints
    // only a moving piece's part skips text elsewhere with it: Qt lays text
    // out before it clips it, and the labels' shaping was a quarter of a
    // board's paint at every frame. True outside a paint.
    bool isRepainted(const QRectF &rect) const;

    virtual void onGameStarted() {}
    // A view animates the move from here, with startMoveAnimation().
    virtual void onMovePlayed(Move move) { Q_UNUSED(move); }
    virtual void onMoveUndone(Move move) { Q_UNUSED(move); }

private:
    // The banner's font, its box and the text that fits in it.
    struct BannerLayout {
        QFont font;
        QRectF box;
        QRectF textBox; // where the text is laid out: the box less its side margins
        QString text;
        bool wrapped = false; // on two lines
    };
    BannerLayout bannerLayout() const;
    void paintBanner(QPainter &painter) const;
    void paintSpeech(QPainter &painter) const;

    GameSession *m_session = nullptr;
    bool m_startingMoveAnimation = false; // see startMoveAnimation()
    QRegion m_repainted; // the paint under way's region; empty outside one
    int m_animationMs = kDefaultAnimationMs;
    bool m_interactive = false;
    Move m_hint = kNoMove;
    std::vector<Cell> m_highlighted;
    QString m_banner;
    bool m_bannerDismissed = false;
    QString m_turnDescription;
    bool m_highContrast = false;
    bool m_analysisShown = false;
    std::vector<Move> m_valuesHistory;
    std::vector<MoveValue> m_moveValues;
    // Where the last paint drew the values' badges: a value found later for
    // the same position repaints only there (setMoveValues()).
    mutable QRegion m_valuesRegion;
    QString m_speech;
    int m_speechSeat = 0;
};

} // namespace quatre::ui
