// Quarto's board: a round wooden board of 4 x 4 holes, beside it the "hand"
// (the piece the player to move must place) and the reserve of the pieces
// still to give, each at a fixed slot so it is always found at the same place.
//
// A person's turn takes two clicks but reaches the session as one Move: the
// first click puts the piece in hand on a square, where it waits as
// "pending" (click it again to take it back); the second click chooses the
// piece to give. The first move of a game only gives, and a placement that
// wins or fills the board is the whole move. Pieces slide from the reserve
// to the hand and from the hand to the board.
#pragma once

#include "ui/board/boardview.h"
#include "ui/games/quarto/quartopiecepainter.h"
#include "ui/games/quarto/quartopiecesprites.h"
#include "core/games/quarto/quartopiece.h"

#include <QFont>
#include <QPixmap>

#include <vector>

class QVariantAnimation;

namespace quatre {
class Quarto;
}

namespace quatre::ui {

class QuartoBoardView final : public BoardView {
    Q_OBJECT

public:
    explicit QuartoBoardView(QWidget *parent = nullptr);
    ~QuartoBoardView() override;

    bool isAnimating() const override;
    void finishAnimation() override;

    QString seatName(int seat) const override;
    QColor seatColour(int seat) const override;
    QRectF cellRect(Cell cell) const override;
    QString moveLabel(Move move) const override;
    // "a4 →" and a picture of the piece given.
    QString moveListText(Move move) const override;
    QPixmap movePicture(Move move, QSize size) const override;
    sound::SoundId landingSound() const override { return sound::SoundId::PiecePlaced; }
    QString outcomeDetail() const override;
    QString cursorDescription() const override;

    // Where a piece waits in the reserve (the slot stays when it is used).
    QRectF reserveSlotRect(Piece piece) const;
    QRectF handRect() const;
    // The square where the person to move has put the piece in hand while
    // choosing the piece to give, or -1.
    int pendingSquare() const { return m_pending; }
    // The instruction shown above the board.
    QString prompt() const;

    // The keyboard cursor on a grid of 4 rows by 8 columns: columns 0..3 are
    // the board, 4..7 the reserve.
    Cell cursor() const { return m_cursor; }

protected:
    void paintBoard(QPainter &painter) override;
    QRectF boardRect() const override;
    void onGameStarted() override;
    void onMovePlayed(Move move) override;
    void onMoveUndone(Move move) override;
    std::optional<MoveValue> shownValueAt(const QPointF &position) const override;
    QString shownValueText(const MoveValue &value) const override;

    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    struct Geometry {
        qreal cell = 0;
        QRectF content; // everything drawn
        QRectF prompt; // the instruction strip on top
        QRectF board; // the round board's bounding square
        QPointF grid; // top-left corner of square a4 (row 0, column 0)
        QRectF hand; // the box of the piece in hand
        QRectF reserve; // the box of the reserve
        qreal slot = 0; // size of one reserve slot
    };
    // A place a piece can be: the hand, a square, or its reserve slot.
    struct Spot {
        enum Kind { Hand, Square, Reserve } kind = Hand;
        int index = 0; // the square, or the piece for Reserve
    };
    struct Flight {
        Piece piece = kNoPiece;
        Spot from, to;
    };

    const Quarto *quarto() const;
    Geometry geometry() const;
    QRectF slotRect(const Geometry &g, Piece piece) const;
    PieceAnchor anchorOf(const Geometry &g, const Spot &spot) const;
    int squareAt(const QPointF &position) const;
    Piece reservePieceAt(const QPointF &position) const;
    bool isFlying(Piece piece) const;

    void clickSquare(int square);
    void clickPiece(Piece piece);
    void cancelPending();
    // Sets m_pending, and says so (firstStepChanged()).
    void setPending(int square);
    void startFlights(const std::vector<Flight> &flights);
    void startCurrentFlight();
    void onFlightFrame();
    void onFlightFinished();
    // Where the moving piece is now, and what its picture covers there
    // (with its shadow).
    PieceAnchor flightAnchor(const Geometry &g) const;
    QRect flightRect(const Geometry &g) const;
    void fitCursor();
    void activateCursor();

    void paintBackground(QPainter &painter, const Geometry &g) const;
    void paintWoodenBoard(QPainter &painter, const Geometry &g) const;
    void updateBoardLayer(const Geometry &g);
    // The hand's and the reserve's trays: boxes, captions, the hand's pad
    // and the reserve's slots, full or faint (a slot whose piece has left).
    enum class SlotLook { Full, Faint };
    void paintTrays(QPainter &painter, const Geometry &g, SlotLook look) const;
    void paintSquareMarks(QPainter &painter, const Geometry &g) const;
    void paintBoardPieces(QPainter &painter, const Geometry &g) const;
    void paintHand(QPainter &painter, const Geometry &g) const;
    void paintReserve(QPainter &painter, const Geometry &g) const;
    void paintFlights(QPainter &painter, const Geometry &g) const;
    void paintPrompt(QPainter &painter, const Geometry &g) const;
    void paintCursor(QPainter &painter, const Geometry &g) const;

    // The analysis: while the person chooses a piece to give (the first
    // move, or after placing), each piece shows the value of giving it;
    // before that each empty square shows the value of placing there.
    bool givingStage() const;
    // The move that gives `piece` now, if it is legal.
    std::optional<Move> giveMove(Piece piece) const;
    std::optional<MoveValue> squareValue(int square) const;
    QRectF squareValueRect(const Geometry &g, int square) const;
    QRectF pieceValueRect(const Geometry &g, Piece piece) const;
    void paintValues(QPainter &painter, const Geometry &g) const;

    QVariantAnimation *m_flight;
    std::vector<Flight> m_flights; // the first one is moving, the others wait
    qreal m_progress = 0;
    // What the moving piece covered in the frame last painted; null before
    // a flight's first frame, which repaints the whole board.
    QRect m_flightPainted;
    int m_pending = -1;
    // The background, the wooden board with its holes and letters, and the
    // trays with every slot full change only with the widget's size, the
    // colours and the language, so they are drawn once into a pixmap rather
    // than on every frame of a moving piece (gradients, rings and text: most
    // of a repaint's time). A second, of the reserve only, has every slot
    // faint: an emptied slot is copied from it. Both are opaque, so a frame
    // copies them rather than blending or filling shapes: Qt 6.4's raster
    // engine hands a large fill (one of many lines) to its thread pool and
    // waits for it, and drawn at each frame, the trays made over 40 % of
    // the window thread's time in those hand-offs.
    struct LayerKey {
        QSize size;
        qreal pixelRatio = 0;
        QFont font;
        bool dark = false;
        QString handCaption, reserveCaption; // they follow the language
        bool operator==(const LayerKey &) const = default;
    };
    LayerKey m_layerKey;
    QPixmap m_boardLayer;
    QPixmap m_faintReserveLayer;
    QRect m_reserveArea; // what m_faintReserveLayer covers
    // The pieces drawn from pictures (a cache, hence mutable: the painting
    // functions are const). The pieces at rest use a few widths each; a
    // piece in flight changes width as it goes, so it takes its widths from
    // a short scale (kFlightWidthStep) and has a cache of its own, emptied
    // when the next flight starts.
    mutable QuartoPieceSprites m_pieceSprites;
    mutable QuartoPieceSprites m_flightSprites;
    int m_hoverSquare = -1;
    Piece m_hoverPiece = kNoPiece;
    Cell m_cursor{0, 4};
    bool m_keyboard = false; // the cursor shows once keys are used
};

} // namespace quatre::ui
