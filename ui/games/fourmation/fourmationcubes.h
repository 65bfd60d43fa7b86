// 4Mation's cubes: their colours, and a cube drawn at rest or falling in.
// A cube is drawn in vectors (three faces, an edge, a gradient, a soft
// shadow) once per cell size into pictures, and every frame copies those:
// painting the gradients and edges of a board full of cubes took 2-4 ms of
// every frame while one fell, and the falling cube alone up to 4.5 ms.
#pragma once

#include <QColor>
#include <QPixmap>
#include <QSizeF>

#include <array>
#include <map>
#include <tuple>

class QPainter;
class QRectF;

namespace quatre::ui {

struct FourMationCubeColours {
    QColor top, front, side, edge;
    QColor mark; // the shape mark's ink (high contrast only)
};

// White and black; in high contrast, the same orange and blue as Connect
// Four's colour-blind set, with a shape mark on the front face.
FourMationCubeColours fourMationCubeColours(int seat, bool highContrast);

class FourMationCubes {
public:
    // A cube within its cell, in cell units: its front face, and how far its
    // top and right side recede.
    static constexpr qreal kFace = 0.6;
    static constexpr qreal kDepth = 0.16;

    // A cube at rest in `cell`; at a lower opacity, the hover's or the hint's ghost.
    void paintSettled(QPainter &painter, const QRectF &cell, int seat, bool highContrast, qreal opacity = 1.0);
    // A cube on its way into `cell`: `progress` runs from 0 as it comes in
    // to 1 as it lands (the easing's bounce may pass 1). It falls from above,
    // larger and fading in, and its shadow stays on the board and grows.
    void paintFalling(QPainter &painter, const QRectF &cell, int seat, bool highContrast, qreal progress);

private:
    // A cube at rest is its shadow and body in a picture of its cell with a
    // thin margin all round (the shadow spills out), copied 1:1. The falling
    // cube's body shrinks as it lands, over its shadow, which grows as the
    // cube nears the board: both are drawn in vectors once per size in
    // device pixels, and each frame copies the one of its size 1:1. Drawing
    // one picture scaled instead makes Qt's raster engine split the blend
    // across its thread pool and wait for it, and on two cores the waking
    // cost more than the drawing (869 of the cubes' 1182 samples in a
    // profile of a Perfect 4Mation game). A drop passes through a few dozen
    // sizes; the set is dropped with the rest when the cell size changes.
    enum class Picture { FirstSeatBody, SecondSeatBody, Shadow };
    struct Sprites {
        std::array<QPixmap, 2> atRest;
        QPixmap shadow;
        std::map<std::tuple<Picture, int, int>, QPixmap> scaled;
        QSizeF cell;
        qreal pixelRatio = 0;
        bool highContrast = false;
    };
    // The pictures for this cell size, pixel ratio and scheme, made now if they changed.
    Sprites &sprites(const QSizeF &cell, qreal pixelRatio, bool highContrast);
    // `picture` at `factor` times its size at rest (the body's at 1 is the
    // cube as it lands), made now if no frame needed that size before.
    const QPixmap &scaled(Sprites &sprites, Picture picture, qreal factor);

    Sprites m_sprites;
};

} // namespace quatre::ui
