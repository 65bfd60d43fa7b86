// The Quarto board's picture, in cell units (one board square) so that it
// scales with the widget: shared by the view's geometry and its painting.
#pragma once

#include "core/games/quarto/quarto.h"

#include <QColor>

namespace quatre::ui::quartolayout {

// Layout in cell units (one board square), so the picture scales with the widget.
inline constexpr qreal kMargin = 0.3;
inline constexpr qreal kPromptStrip = 0.6;
inline constexpr qreal kBoardDiameter = 5.6;
inline constexpr qreal kGap = 0.55;
inline constexpr qreal kSlot = 0.95; // a reserve slot
inline constexpr qreal kHandBox = 1.9;
inline constexpr qreal kBoxGap = 0.25;
inline constexpr qreal kLabel = 0.42; // the caption strip of the hand and reserve boxes
inline constexpr qreal kPanelWidth = 4 * kSlot;
inline constexpr qreal kPanelHeight = kHandBox + kBoxGap + kLabel + 4 * kSlot;
inline constexpr qreal kGridDrop = 0.12; // the grid sits a little low: tall pieces rise above it
inline constexpr qreal kHoleRadius = 0.4;
inline constexpr qreal kBoardPiece = 0.6; // piece widths
inline constexpr qreal kHandPiece = 0.78;
inline constexpr qreal kReservePiece = 0.54;
inline constexpr qreal kFlightLift = 0.45; // how high a sliding piece rises, in cells
// A piece in flight grows or shrinks in steps of this many cells, so that it
// is drawn from a few pictures (each step is about 4 % of its width, too
// little to see while it moves). The widths at rest are multiples of it, so
// a piece lands at its own width without a jump.
inline constexpr qreal kFlightWidthStep = 0.03;
constexpr bool isFlightWidth(qreal width)
{
    const qreal steps = width / kFlightWidthStep;
    const qreal nearest = static_cast<int>(steps + 0.5);
    return steps - nearest < 1e-9 && nearest - steps < 1e-9;
}
static_assert(isFlightWidth(kBoardPiece) && isFlightWidth(kHandPiece) && isFlightWidth(kReservePiece));

// The reserve keeps light pieces in the upper half and tall ones in the
// second row of each half; columns go square solid, square hollow, round
// solid, round hollow. People find a piece by its attributes this way.
inline Cell slotOf(Piece p)
{
    return {(p & 1) * 2 + ((p >> 1) & 1), ((p >> 2) & 1) * 2 + ((p >> 3) & 1)};
}

inline Piece pieceOfSlot(Cell slot)
{
    return (slot.row >> 1) | ((slot.row & 1) << 1) | ((slot.column >> 1) << 2) | ((slot.column & 1) << 3);
}

inline constexpr int kBoardColumns = kQuartoSide;
inline constexpr int kCursorColumns = 2 * kQuartoSide;

inline QColor accent()
{
    return QColor(0x2e, 0xcc, 0x71);
}
inline QColor pendingColour()
{
    return QColor(0xff, 0xb3, 0x2e);
}

} // namespace quatre::ui::quartolayout
